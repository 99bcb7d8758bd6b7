import { useState, type ChangeEvent } from 'react';
import { errorMessage, staffMediaMaxBytes, staffMediaTypes, staffMessages } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { statusOf } from '../../common/lib/errors';
import { uploadPicture } from '../api/articles-api';

/** The types a picture input offers (what the API takes). */
export const pictureAccept = staffMediaTypes.join(',');

/**
 * A file input's picture, checked here first (type and size, with the API's own words), then sent to the
 * news desk's upload (re-encoded and made responsive by the API); the article's picture and a page block's
 * use it alike. `onError` gets the message that belongs beside the field (undefined clears it); any other
 * failure is a toast.
 */
export function usePictureUpload({ onUploaded, onError }: { onUploaded(path: string): void; onError(message: string | undefined): void }) {
  const { client, fail } = useStaff();
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = !(staffMediaTypes as readonly string[]).includes(file.type)
      ? staffMessages.mediaType
      : file.size > staffMediaMaxBytes
        ? staffMessages.mediaTooLarge
        : undefined;
    onError(problem);
    if (problem) {
      event.target.value = '';
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadPicture(client, file));
    } catch (failure) {
      if ([400, 413, 415].includes(statusOf(failure) ?? 0)) onError(errorMessage(failure));
      else fail(failure);
      event.target.value = '';
    } finally {
      setUploading(false);
    }
  };
  return { uploading, choose };
}
