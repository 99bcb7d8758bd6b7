import { useState, type FormEvent } from 'react';
import { notify, siteSettingsSchema, type SiteSettings } from '@tenants/shared';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { FieldEditor } from '../../pages/components/field-editor';
import type { FieldSpec } from '../../pages/lib/block-fields';
import { apiPathErrors, focusFirst, type PathErrors } from '../../pages/lib/draft-page';
import { getSettings, saveSettings } from '../api/settings-api';

/** The settings' form, drawn by the pages desk's generic field editor from this table. */
const settingsFields: FieldSpec[] = [
  { key: 'tagline', label: 'Footer tagline', kind: 'long' },
  { key: 'contactEmail', label: 'Contact e-mail', kind: 'text' },
  { key: 'phone', label: 'Phone number (optional)', kind: 'text' },
  { key: 'openingHours', label: 'Opening hours (a line each)', kind: 'strings' },
  { key: 'address', label: 'Postal address', kind: 'strings' },
  { key: 'contactLines', label: 'Other contact lines (a line each, e.g. “Press: press@…”)', kind: 'strings' },
  {
    key: 'social',
    label: 'Social links (https addresses)',
    kind: 'group',
    fields: [
      { key: 'facebook', label: 'Facebook', kind: 'text' },
      { key: 'twitter', label: 'X (Twitter)', kind: 'text' },
      { key: 'instagram', label: 'Instagram', kind: 'text' },
      { key: 'linkedin', label: 'LinkedIn', kind: 'text' },
    ],
  },
  {
    key: 'newsletter',
    label: 'The newsletter box (footer)',
    kind: 'group',
    fields: [
      { key: 'title', label: 'Heading', kind: 'text' },
      { key: 'text', label: 'Text', kind: 'long' },
    ],
  },
  {
    key: 'helpBanner',
    label: 'The help banner (home, community and pages with it)',
    kind: 'group',
    fields: [
      { key: 'title', label: 'Heading', kind: 'text' },
      { key: 'text', label: 'Paragraphs', kind: 'paragraphs' },
      { key: 'button', label: 'Show the Enquire Now button', kind: 'bool' },
    ],
  },
];

/** /staff/settings (admins): the words every page shares, saved whole and live at the next request. */
export function SettingsPage() {
  const { client } = useStaff();
  const loaded = useLoad((signal) => getSettings(client, signal), [client]);
  if (!loaded.data) return <NotLoaded title="Site settings" loading={loaded.loading} failure="The settings could not be loaded." />;
  return (
    <>
      <PageHeading title="Site settings">
        <p className="staff-heading__intro">The footer, the newsletter box and the help banner, on every page that shows them.</p>
      </PageHeading>
      <SettingsForm initial={loaded.data} />
    </>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const { client, fail } = useStaff();
  const [form, setForm] = useState<Record<string, unknown>>(initial);
  const [saved, setSaved] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);

  const show = (next: PathErrors) => {
    setErrors(next);
    setTimeout(() => focusFirst(next), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = siteSettingsSchema.safeParse(form);
    if (!checked.success) {
      const next: PathErrors = {};
      for (const issue of checked.error.issues) next[`settings.${issue.path.join('.')}`] ??= issue.message;
      show(next);
      notify.error('The settings were not saved: check the fields marked.');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await saveSettings(client, checked.data);
      setForm(next);
      setSaved(next);
      setEditorKey((n) => n + 1);
      notify.success('Settings saved. Visitors see them from the next page they open.');
    } catch (error) {
      const fields = apiPathErrors(error);
      if (fields) show(Object.fromEntries(Object.entries(fields).map(([path, message]) => [`settings.${path}`, message])));
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form staff-panel" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FieldEditor nested fields={settingsFields} value={form} onChange={setForm} path="settings" errors={errors} editorKey={editorKey} />
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
        <p className="staff-unsaved" role="status">
          {dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}
