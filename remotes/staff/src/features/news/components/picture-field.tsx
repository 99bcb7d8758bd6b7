import { useState, type ChangeEvent } from 'react';
import { errorMessage, staffMediaMaxBytes, staffMediaTypes, staffMessages, TextField } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { statusOf } from '../../common/lib/errors';
import { mediaUrl } from '../../common/lib/media-url';
import { uploadPicture } from '../api/articles-api';

interface Props {
  path: string;
  alt: string;
  /** The picture's error (wrong type, too large, none uploaded). */
  error?: string;
  altError?: string;
  onUploaded(path: string): void;
  onAlt(alt: string): void;
  onError(message: string | undefined): void;
}

export const pictureInputId = 'staff-article-picture';
export const altInputId = 'staff-article-alt';

/** The types the picture input offers (what the API takes). */
const accept = staffMediaTypes.join(',');

/**
 * The article's picture: chosen with a file input, checked here (type and size, with the API's messages),
 * sent as its raw bytes, then shown with the alt text it needs.
 */
export function PictureField({ path, alt, error, altError, onUploaded, onAlt, onError }: Props) {
  const { client, config, fail } = useStaff();
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = !(staffMediaTypes as readonly string[]).includes(file.type)
      ? staffMessages.mediaType
      : file.size > staffMediaMaxBytes
        ? staffMessages.mediaTooLarge
        : undefined;
    if (problem) {
      event.target.value = '';
      onError(problem);
      return;
    }
    onError(undefined);
    setUploading(true);
    try {
      onUploaded(await uploadPicture(client, file));
    } catch (failure) {
      // The API's own refusal (type, size) belongs beside the field; anything else is a toast.
      if (statusOf(failure) === 400 || statusOf(failure) === 413 || statusOf(failure) === 415) onError(errorMessage(failure));
      else fail(failure);
      event.target.value = '';
    } finally {
      setUploading(false);
    }
  };

  const describedBy = ['staff-article-picture-hint', error ? 'staff-article-picture-error' : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="staff-fieldset">
      <legend className="staff-fieldset__legend">Picture</legend>
      <div className={`ui-field staff-field${error ? ' ui-field--invalid' : ''}`}>
        <label htmlFor={pictureInputId} className="ui-field__label">
          {path ? 'Replace the picture' : 'Upload a picture'}
        </label>
        <p id="staff-article-picture-hint" className="staff-field__hint">
          PNG, JPEG, WebP or AVIF, at most 5 MB. Shown at 1200 × 630.
        </p>
        <input
          id={pictureInputId}
          type="file"
          accept={accept}
          className="staff-file"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={choose}
          disabled={uploading}
        />
        {error && (
          <p id="staff-article-picture-error" className="ui-field__error" role="alert">
            {error}
          </p>
        )}
        <p className="staff-status" role="status">
          {uploading ? 'Uploading the picture…' : ''}
        </p>
      </div>
      {path && (
        <figure className="staff-picture">
          <img src={mediaUrl(config, path)} alt={alt} className="staff-picture__img" width={600} height={315} />
          <figcaption className="staff-field__hint">The article's picture</figcaption>
        </figure>
      )}
      <TextField
        id={altInputId}
        label="Describe the picture (alt text)"
        value={alt}
        maxLength={300}
        error={altError}
        onChange={(event) => onAlt(event.target.value)}
      />
    </fieldset>
  );
}
