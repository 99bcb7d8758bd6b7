import { useMemo } from 'react';
import { remoteNames, defaultRemoteRoutes, paths, siteMenusSchema } from '@tenants/shared';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { AddressChoices } from '../../pages/components/field-editor';
import type { FieldSpec } from '../../pages/lib/block-fields';
import { DraftDesk } from '../../settings/draft-desk/draft-desk';
import { menusApi, publishedPages } from '../api/menus-api';

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

/**
 * /staff/menus (staff and admins): the header's main menu and the footer's columns, saved as a draft,
 * previewed in the site, published (live at the next page a visitor opens) and kept in a history, like a page.
 */
export function MenusPage() {
  const { client } = useStaff();
  const api = useMemo(() => menusApi(client), [client]);
  const loaded = useLoad(async (signal) => ({ menus: await api.load(signal), pages: await publishedPages(client, signal) }), [api, client]);
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
        <DraftDesk api={api} initial={loaded.data.menus} fields={menuFields} schema={siteMenusSchema} path="menus" toRecord={asMenus} noun="menus" />
      </AddressChoices.Provider>
    </>
  );
}
