import { useState, type FormEvent } from 'react';
import { notify, remoteNames, defaultRemoteRoutes, paths, siteMenusSchema, type SiteMenus } from '@tenants/shared';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { AddressChoices, FieldEditor } from '../../pages/components/field-editor';
import type { FieldSpec } from '../../pages/lib/block-fields';
import { apiPathErrors, focusFirst, type PathErrors } from '../../pages/lib/draft-page';
import { getMenus, publishedPages, saveMenus } from '../api/menus-api';

/** The menus' form, drawn by the pages desk's generic field editor from this table. */
const menuFields: FieldSpec[] = [
  {
    key: 'main',
    label: 'Main menu (the header, in order)',
    kind: 'rows',
    item: 'entry',
    hint: 'Each entry is a link (its address), a dropdown of links, or the service pages: one of the three.',
    fields: [
      { key: 'label', label: 'Words', kind: 'text' },
      { key: 'to', label: 'Address (a page of the site, or https://…); empty for a dropdown', kind: 'text', optional: true },
      { key: 'links', label: 'Dropdown links', kind: 'links', optional: true },
      { key: 'services', label: 'Drop down the service pages by area', kind: 'bool' },
    ],
  },
  {
    key: 'footer',
    label: 'Footer columns (beside Services and Get In Touch)',
    kind: 'rows',
    item: 'column',
    fields: [
      { key: 'heading', label: 'Heading', kind: 'text' },
      { key: 'links', label: 'Links', kind: 'links' },
    ],
  },
];

const choicesId = 'staff-menu-addresses';

/**
 * The field editor writes an address that is not a path as a page link's `href` (pages keep the two apart); a
 * menu link has one address, `to`, whichever it is.
 */
type EditedLink = { label: string; to?: string; href?: string };
const oneAddress = (links: unknown) => (Array.isArray(links) ? (links as EditedLink[]).map(({ label, to, href }) => ({ label, to: to ?? href ?? '' })) : links);
function asMenus(form: Record<string, unknown>): unknown {
  const rows = (key: string) => (Array.isArray(form[key]) ? (form[key] as Array<Record<string, unknown>>) : []);
  return {
    ...form,
    main: rows('main').map((entry) => ({ ...entry, links: oneAddress(entry.links) })),
    footer: rows('footer').map((column) => ({ ...column, links: oneAddress(column.links) })),
  };
}

/** The site's own pages a menu may link to besides the published pages: the shell's and the remotes' top routes. */
const sitePages = [
  ...Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : [])),
  ...remoteNames.flatMap((name) => defaultRemoteRoutes[name].map((route) => route.path).filter((path) => !path.includes(':'))),
  '/events',
  '/offers',
];

/** /staff/menus (staff and admins): the header's main menu and the footer's columns, saved whole and live at the next request. */
export function MenusPage() {
  const { client } = useStaff();
  const loaded = useLoad(async (signal) => ({ menus: await getMenus(client, signal), pages: await publishedPages(client, signal) }), [client]);
  if (!loaded.data) return <NotLoaded title="Menus" loading={loaded.loading} failure="The menus could not be loaded." />;
  const addresses = [...new Map([...loaded.data.pages.map((page) => [page.address, page.title] as const), ...sitePages.map((path) => [path, ''] as const)])];
  return (
    <>
      <PageHeading title="Menus">
        <p className="staff-heading__intro">
          The header’s menu and the footer’s link columns on every page. A link goes to a published page (choose from the list) or an https address.
        </p>
      </PageHeading>
      <datalist id={choicesId}>
        {addresses.map(([address, title]) => (
          <option key={address} value={address}>
            {title}
          </option>
        ))}
      </datalist>
      <AddressChoices.Provider value={choicesId}>
        <MenusForm initial={loaded.data.menus} />
      </AddressChoices.Provider>
    </>
  );
}

function MenusForm({ initial }: { initial: SiteMenus }) {
  const { client, fail } = useStaff();
  const [form, setForm] = useState<Record<string, unknown>>(initial as unknown as Record<string, unknown>);
  const [saved, setSaved] = useState<Record<string, unknown>>(form);
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
    const checked = siteMenusSchema.safeParse(asMenus(form));
    if (!checked.success) {
      const next: PathErrors = {};
      for (const issue of checked.error.issues) next[`menus.${issue.path.join('.')}`] ??= issue.message;
      show(next);
      notify.error('The menus were not saved: check the fields marked.');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = (await saveMenus(client, checked.data)) as unknown as Record<string, unknown>;
      setForm(next);
      setSaved(next);
      setEditorKey((n) => n + 1);
      notify.success('Menus saved. Visitors see them from the next page they open.');
    } catch (error) {
      const fields = apiPathErrors(error);
      if (fields) show(Object.fromEntries(Object.entries(fields).map(([path, message]) => [`menus.${path}`, message])));
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form staff-panel" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FieldEditor nested fields={menuFields} value={form} onChange={setForm} path="menus" errors={errors} editorKey={editorKey} />
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save menus'}
        </button>
        <p className="staff-unsaved" role="status">
          {dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}
