import type { Dispatch, SetStateAction } from 'react';
import { articleCategories, TextField } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import type { DraftField, DraftForm, FieldErrors } from '../lib/draft';
import { inputIds } from '../lib/input-ids';
import { PictureField } from './picture-field';
import { RichTextField } from './rich-text-field';
import { SharingFields } from './sharing-fields';

const categoryOptions = articleCategories.map((category) => ({ value: String(category.id), label: category.name }));

interface Props {
  form: DraftForm;
  errors: FieldErrors;
  set(field: DraftField): (value: string) => void;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** A new value starts the body's editor afresh with the form's body. */
  editorKey: number;
}

/** An article's fields: title, address, summary, short text, category, author, picture, body, and search and sharing. */
export function ArticleFields({ form, errors, set, setErrors, editorKey }: Props) {
  return (
    <>
      <div className="staff-article-form__grid">
        <div className="staff-article-form__fields">
          <TextField id={inputIds.title} label="Title" value={form.title} maxLength={200} error={errors.title} onChange={(e) => set('title')(e.target.value)} />
          <TextField
            id={inputIds.alias}
            label="Address (optional)"
            value={form.alias}
            maxLength={120}
            error={errors.alias}
            aria-describedby={errors.alias ? `${inputIds.alias}-error ${inputIds.alias}-hint` : `${inputIds.alias}-hint`}
            onChange={(e) => set('alias')(e.target.value)}
          />
          <p id={`${inputIds.alias}-hint`} className="staff-field__hint staff-field__hint--after">
            Lower-case letters, digits and dashes: the article is at /insights/{form.alias || 'made-from-the-title'}. Left empty, it is made from the title.
          </p>
          <TextField
            id={inputIds.caption}
            label="Summary"
            multiline
            rows={3}
            maxLength={1000}
            value={form.caption}
            error={errors.caption}
            onChange={(e) => set('caption')(e.target.value)}
          />
          <TextField
            id={inputIds.text}
            label="Short text (optional, for small cards)"
            value={form.text}
            maxLength={300}
            error={errors.text}
            onChange={(e) => set('text')(e.target.value)}
          />
          <SelectField
            id={inputIds.categoryId}
            label="Category"
            value={form.categoryId}
            options={categoryOptions}
            error={errors.categoryId}
            onChange={(e) => set('categoryId')(e.target.value)}
          />
          <TextField
            id={inputIds.author}
            label="Author (optional)"
            value={form.author}
            maxLength={100}
            error={errors.author}
            onChange={(e) => set('author')(e.target.value)}
          />
        </div>
        <div className="staff-article-form__picture">
          <PictureField
            path={form.mediaPath}
            alt={form.mediaAlt}
            error={errors.picture ?? errors.mediaPath}
            altError={errors.mediaAlt}
            onUploaded={(path) => {
              set('mediaPath')(path);
              setErrors((current) => ({ ...current, picture: undefined, mediaPath: undefined }));
            }}
            onAlt={set('mediaAlt')}
            onError={(message) => setErrors((current) => ({ ...current, picture: message, mediaPath: undefined }))}
          />
        </div>
      </div>
      <RichTextField
        id={inputIds.bodyHtml}
        idStem="staff-article-body"
        label="Article"
        initialHtml={form.bodyHtml}
        error={errors.bodyHtml}
        onChange={set('bodyHtml')}
        editorKey={editorKey}
      />
      <SharingFields
        idStem="staff-article-sharing"
        description={form.description}
        picturePath={form.socialPath}
        pictureAlt={form.socialAlt}
        errors={{ description: errors.description, picture: errors.socialPath, alt: errors.socialAlt }}
        onDescription={set('description')}
        onPicture={(path) => {
          set('socialPath')(path);
          if (!path) set('socialAlt')('');
          setErrors((current) => ({ ...current, socialPath: undefined }));
        }}
        onAlt={set('socialAlt')}
        pictureFallback="the article’s picture"
      />
    </>
  );
}
