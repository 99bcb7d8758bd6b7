import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, pageCreateSchema, TextField, type PageCreateInput } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { staffPaths } from '../../common/lib/staff-paths';
import { createPage } from '../api/pages-api';
import { apiPathErrors, focusFirst, inputIdOf, type PathErrors } from '../lib/draft-page';

const kinds = [
  { value: 'service', label: 'A service page under an area' },
  { value: 'plain', label: 'A plain page at a new address' },
];
const areas = [
  { value: 'property', label: 'Property' },
  { value: 'corporate', label: 'Corporate' },
  { value: 'non-corporate', label: 'Non-Corporate' },
];

/** A new page: a service page (area, name in the address, title) or a plain page (address, title), made as a draft. */
export function NewPageForm() {
  const { client, fail } = useStaff();
  const navigate = useNavigate();
  const [type, setType] = useState<'service' | 'plain'>('service');
  const [area, setArea] = useState('property');
  const [slug, setSlug] = useState('');
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = type === 'service' ? { type, area, slug: slug.trim(), title: title.trim() } : { type, address: address.trim(), title: title.trim() };
    const checked = pageCreateSchema.safeParse(input);
    if (!checked.success) {
      const next: PathErrors = {};
      for (const issue of checked.error.issues) next[`new.${issue.path.join('.')}`] ??= issue.message;
      setErrors(next);
      setTimeout(() => focusFirst(next), 0);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const page = await createPage(client, checked.data as PageCreateInput);
      notify.success('Page created as a draft.');
      navigate(staffPaths.page(page.id));
    } catch (error) {
      const fields = apiPathErrors(error);
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [`new.${path}`, message])));
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form staff-panel" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <SelectField
        id={inputIdOf('new.type')}
        label="Kind of page"
        value={type}
        options={kinds}
        onChange={(e) => setType(e.target.value as 'service' | 'plain')}
      />
      {type === 'service' ? (
        <>
          <SelectField
            id={inputIdOf('new.area')}
            label="Area"
            value={area}
            options={areas}
            error={errors['new.area']}
            onChange={(e) => setArea(e.target.value)}
          />
          <TextField
            id={inputIdOf('new.slug')}
            label="Name in the address"
            value={slug}
            error={errors['new.slug']}
            aria-describedby="pg-new-slug-hint"
            onChange={(e) => setSlug(e.target.value)}
          />
          <p id="pg-new-slug-hint" className="staff-field__hint staff-field__hint--after">
            Lowercase words joined by hyphens: the page is at /{area}/{slug || 'tax-advice'}, last in its menu.
          </p>
        </>
      ) : (
        <>
          <TextField
            id={inputIdOf('new.address')}
            label="Address"
            value={address}
            error={errors['new.address']}
            aria-describedby="pg-new-address-hint"
            onChange={(e) => setAddress(e.target.value)}
          />
          <p id="pg-new-address-hint" className="staff-field__hint staff-field__hint--after">
            Starts with /, lowercase words joined by hyphens, e.g. /accessibility.
          </p>
        </>
      )}
      <TextField id={inputIdOf('new.title')} label="Title" value={title} error={errors['new.title']} onChange={(e) => setTitle(e.target.value)} />
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Creating…' : 'Create page'}
        </button>
      </div>
    </form>
  );
}
