import { useState } from 'react';
import { useStaff } from '../../common/hooks/staff-context';
import { mediaUrl } from '../../common/lib/media-url';
import { pictureAccept, usePictureUpload } from '../../news/hooks/use-picture-upload';

/**
 * A picture of one's own for a block, in place of a drawing: sent to the news desk's upload (re-encoded and
 * made responsive by the API, as an article's picture is), then used by its /media/ path. Checked here first
 * (type and size) with the API's own words, which also show when the API refuses it.
 */
export function PictureUpload({ id, label, current, onUploaded }: { id: string; label: string; current: string | undefined; onUploaded(path: string): void }) {
  const { config } = useStaff();
  const [error, setError] = useState<string>();
  const { uploading, choose } = usePictureUpload({ onUploaded, onError: setError });

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
        accept={pictureAccept}
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
