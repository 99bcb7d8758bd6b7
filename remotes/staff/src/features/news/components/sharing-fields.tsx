import { useState } from 'react';
import { sharingDescriptionMax, TextField } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { mediaUrl } from '../../common/lib/media-url';
import { pictureAccept, usePictureUpload } from '../hooks/use-picture-upload';

export interface SharingErrors {
  description?: string;
  picture?: string;
  alt?: string;
}

interface Props {
  /** The inputs' ids start with it (`${idStem}-description`, `-picture`, `-alt`): an error sends the focus there. */
  idStem: string;
  description: string;
  /** The social picture's /media/ path ('' when none: the page's or article's own picture is used). */
  picturePath: string;
  pictureAlt: string;
  errors?: SharingErrors;
  onDescription(value: string): void;
  onPicture(path: string): void;
  onAlt(value: string): void;
  /** What is used when the picture is left empty, in words ("the article's picture"). */
  pictureFallback: string;
}

/**
 * "Search and sharing": the description search engines and link previews show, with its count (the
 * contract's limit, so staff see it before the API refuses), and a social picture uploaded like the
 * article's own (checked here with the API's words). Both optional: left empty, the site takes them from
 * the text and the main picture; the news desk's editor and the pages desk share this fieldset.
 */
export function SharingFields({ idStem, description, picturePath, pictureAlt, errors = {}, onDescription, onPicture, onAlt, pictureFallback }: Props) {
  const { config } = useStaff();
  const [uploadError, setUploadError] = useState<string>();
  const { uploading, choose } = usePictureUpload({ onUploaded: onPicture, onError: setUploadError });
  const ids = { description: `${idStem}-description`, picture: `${idStem}-picture`, alt: `${idStem}-alt` };
  const countId = `${ids.description}-count`;
  const pictureError = uploadError ?? errors.picture;
  const over = description.length > sharingDescriptionMax;
  return (
    <fieldset className="staff-fieldset staff-sharing">
      <legend className="staff-fieldset__legend">Search and sharing</legend>
      <TextField
        id={ids.description}
        label="Description (optional)"
        hint="Shown by search engines and when the page is shared. Left empty, the start of the text is used."
        multiline
        rows={3}
        value={description}
        error={errors.description}
        aria-describedby={[`${ids.description}-hint`, countId, errors.description ? `${ids.description}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => onDescription(event.target.value)}
      />
      <p id={countId} className={`staff-field__hint staff-field__hint--after${over ? ' staff-sharing__over' : ''}`} aria-live="polite">
        {description.length} of {sharingDescriptionMax} characters
      </p>
      <div className={`ui-field staff-field${pictureError ? ' ui-field--invalid' : ''}`}>
        <label htmlFor={ids.picture} className="ui-field__label">
          Social picture (optional)
        </label>
        <p id={`${ids.picture}-hint`} className="staff-field__hint">
          PNG, JPEG, WebP or AVIF, at most 5 MB; shown in link previews at 1200 × 630. Left empty, {pictureFallback} is used.
        </p>
        <input
          id={ids.picture}
          type="file"
          accept={pictureAccept}
          className="staff-file"
          aria-invalid={pictureError ? true : undefined}
          aria-describedby={pictureError ? `${ids.picture}-hint ${ids.picture}-error` : `${ids.picture}-hint`}
          onChange={choose}
          disabled={uploading}
        />
        {pictureError && (
          <p id={`${ids.picture}-error`} className="ui-field__error" role="alert">
            {pictureError}
          </p>
        )}
        <p className="staff-status" role="status">
          {uploading ? 'Uploading the picture…' : ''}
        </p>
      </div>
      {picturePath && (
        <>
          <figure className="staff-picture">
            <img src={mediaUrl(config, picturePath)} alt={pictureAlt} className="staff-picture__img" width={600} height={315} />
            <figcaption className="staff-field__hint">The social picture</figcaption>
          </figure>
          <button type="button" className="staff-button staff-button--ghost" onClick={() => onPicture('')}>
            Remove the social picture
          </button>
          <TextField
            id={ids.alt}
            label="Describe the social picture (alt text)"
            value={pictureAlt}
            maxLength={300}
            error={errors.alt}
            onChange={(event) => onAlt(event.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
