import { TextField } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { mediaUrl } from '../../common/lib/media-url';
import { pictureAccept, usePictureUpload } from '../hooks/use-picture-upload';

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

/**
 * The article's picture: chosen with a file input, checked here (type and size, with the API's messages),
 * sent as its raw bytes, then shown with the alt text it needs.
 */
export function PictureField({ path, alt, error, altError, onUploaded, onAlt, onError }: Props) {
  const { config } = useStaff();
  const { uploading, choose } = usePictureUpload({ onUploaded, onError });

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
          accept={pictureAccept}
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
