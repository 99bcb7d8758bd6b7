import { TextField, type PagePicture } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { artOptions } from '../lib/block-fields';
import { inputIdOf, type PathErrors } from '../lib/draft-page';
import { PictureUpload } from './picture-upload';

/** A picture: one of the site's drawings by name (or the uploaded picture it has), and its alt text. */
export function PictureChoice({
  label,
  optional,
  value,
  onChange,
  path,
  errors,
}: {
  label: string;
  optional: boolean;
  value: PagePicture | undefined;
  onChange(next: PagePicture | undefined): void;
  path: string;
  errors: PathErrors;
}) {
  const uploaded = value && !artOptions.some((option) => option.value === value.art) ? [{ value: value.art, label: `Uploaded picture ${value.art}` }] : [];
  return (
    <fieldset className="staff-fieldset">
      <legend className="staff-fieldset__legend">{label}</legend>
      <SelectField
        id={inputIdOf(`${path}.art`)}
        label={`${label}: drawing`}
        value={value?.art ?? ''}
        error={errors[`${path}.art`] ?? errors[path]}
        options={[...(optional || !value ? [{ value: '', label: optional ? 'None' : 'Choose a drawing' }] : []), ...uploaded, ...artOptions]}
        onChange={(e) => onChange(e.target.value ? { art: e.target.value as PagePicture['art'], alt: value?.alt ?? '' } : undefined)}
      />
      <PictureUpload
        id={`${inputIdOf(path)}-upload`}
        label={label}
        current={uploaded[0]?.value}
        onUploaded={(picture) => onChange({ art: picture as PagePicture['art'], alt: value?.alt ?? '' })}
      />
      {value && (
        <TextField
          id={inputIdOf(`${path}.alt`)}
          label={`${label}: describe it (alt text)`}
          value={value.alt}
          error={errors[`${path}.alt`]}
          onChange={(e) => onChange({ ...value, alt: e.target.value })}
        />
      )}
    </fieldset>
  );
}
