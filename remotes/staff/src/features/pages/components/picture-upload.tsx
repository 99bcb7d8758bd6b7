import { useState, type ChangeEvent } from 'react';
import { errorMessage, staffMediaMaxBytes, staffMediaTypes, staffMessages } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { statusOf } from '../../common/lib/errors';
import { mediaUrl } from '../../common/lib/media-url';
import { uploadPicture } from '../../news/api/articles-api';

const accept = staffMediaTypes.join(',');

/**
 * A picture of one's own for a block, in place of a drawing: sent to the news desk's upload (re-encoded and
 * made responsive by the API, as an article's picture is), then used by its /media/ path. Checked here first
 * (type and size) with the API's own words, which also show when the API refuses it.
 */
export function PictureUpload({ id, label, current, onUploaded }: { id: string; label: string; current: string | undefined; onUploaded(path: string): void }) {
  const { client, config, fail } = useStaff();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = !(staffMediaTypes as readonly string[]).includes(file.type)
      ? staffMessages.mediaType
      : file.size > staffMediaMaxBytes
        ? staffMessages.mediaTooLarge
        : undefined;
    setError(problem);
    if (problem) {
      event.target.value = '';
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadPicture(client, file));
    } catch (failure) {
      // The API's refusal (type, size) belongs beside the field; anything else is a toast.
      if ([400, 413, 415].includes(statusOf(failure) ?? 0)) setError(errorMessage(failure));
      else fail(failure);
      event.target.value = '';
    } finally {
      setUploading(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`ui-field staff-field${error ? ' ui-field--invalid' : ''}`}>
      <label htmlFor={id} className="ui-field__label">
        {label}: or upload a picture
      </label>
      <p id={hintId} className="staff-field__hint">
        PNG, JPEG, WebP or AVIF, at most 5 MB: it replaces the drawing.
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        className="staff-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={choose}
        disabled={uploading}
      />
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      <p className="staff-status" role="status">
        {uploading ? 'Uploading the picture…' : ''}
      </p>
      {current && (
        <figure className="staff-picture">
          <img src={mediaUrl(config, current)} alt="" className="staff-picture__img" width={600} height={315} />
          <figcaption className="staff-field__hint">The uploaded picture</figcaption>
        </figure>
      )}
    </div>
  );
}
