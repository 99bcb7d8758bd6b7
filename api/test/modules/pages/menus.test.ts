import {
  defaultMenus,
  navigationResponseSchema,
  siteMenusResponseSchema,
  siteNavigationPath,
  staffMenusPath,
  staffWorkMessages,
  type SiteMenus,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

// The menus desk (issue: menus edited like pages): editors set the header's main menu and the footer's
// columns; a link to this site must lead to one of its pages; the change is live at the next request.

const withExtras = (menus: SiteMenus, main: SiteMenus['main'][number], footerLink: SiteMenus['footer'][number]['links'][number]): SiteMenus => ({
  main: [...menus.main, main],
  footer: menus.footer.map((column, i) => (i === 0 ? { ...column, links: [...column.links, footerLink] } : column)),
});

describeEachDatabase('menus', (suite) => {
  let contributor: Person;
  let editor: Person;

  beforeAll(async () => {
    clock.offsetMs = 0;
    [contributor, editor] = await Promise.all([person(suite, 'contributor'), person(suite, 'staff')]);
  });

  const navigation = async () => navigationResponseSchema.parse((await call(suite, 'GET', siteNavigationPath)).json()).payload;

  it('are the spec’s menus until an editor changes them, in the staff API and in the public navigation', async () => {
    const staff = await call(suite, 'GET', staffMenusPath, editor.token);
    expect(siteMenusResponseSchema.parse(staff.json()).payload).toEqual(defaultMenus);
    expect((await navigation()).menus).toEqual(defaultMenus);
    expect(defaultMenus.main.map((entry) => entry.label)).toEqual(['About', 'Advice', 'Services', 'Lobbying', 'Community', 'News', 'Events', 'Enquire']);
  });

  it('are an editor’s to change: a contributor is refused', async () => {
    expectError(await call(suite, 'GET', staffMenusPath, contributor.token), 403, staffWorkMessages.contributorNotAllowed);
    expectError(await call(suite, 'PUT', staffMenusPath, contributor.token, defaultMenus), 403, staffWorkMessages.contributorNotAllowed);
  });

  it('refuses a link to a page the site does not have, naming where it is, and stores nothing', async () => {
    const broken = withExtras(defaultMenus, { label: 'Help', to: '/no-such-page', links: [], services: false }, { label: 'About', to: '/about' });
    const res = await call(suite, 'PUT', staffMenusPath, editor.token, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: '/no-such-page is not a page of the site: choose a published page or an https address.',
      errors: [{ path: 'main.8.to', message: '/no-such-page is not a page of the site: choose a published page or an https address.' }],
    });
    expect((await navigation()).menus).toEqual(defaultMenus);
  });

  it('refuses an entry that is neither a link, a dropdown nor the service pages, and an address that is neither a page nor https', async () => {
    const empty = await call(suite, 'PUT', staffMenusPath, editor.token, { ...defaultMenus, main: [{ label: 'Nothing', to: '', links: [], services: false }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('A menu entry is a link (an address), a dropdown of links, or the service pages: one of the three.');
    const script = await call(suite, 'PUT', staffMenusPath, editor.token, {
      ...defaultMenus,
      main: [{ label: 'Bad', to: 'javascript:alert(1)', links: [], services: false }],
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toContain('A link goes to a page of this site (starting with /) or an https address.');
  });

  it('takes a new main-menu entry and footer link, live in the navigation at once and in the audit log', async () => {
    const changed = withExtras(
      defaultMenus,
      { label: 'Guides', to: '/property/lease-renewals', links: [], services: false },
      { label: 'Our charity partner', to: 'https://charity.example/partner' },
    );
    const res = await call(suite, 'PUT', staffMenusPath, editor.token, changed);
    expect(res.statusCode).toBe(200);
    expect(siteMenusResponseSchema.parse(res.json()).payload).toEqual(changed);
    const live = await navigation();
    expect(live.menus.main.at(-1)).toEqual({ label: 'Guides', to: '/property/lease-renewals', links: [], services: false });
    expect(live.menus.footer[0].links.at(-1)).toEqual({ label: 'Our charity partner', to: 'https://charity.example/partner' });
    expect((await auditRows(suite, 'settings:menus')).map((row) => row.action)).toEqual(['settings.update']);
    // Back as it was, for the other suites of this file.
    expect((await call(suite, 'PUT', staffMenusPath, editor.token, defaultMenus)).statusCode).toBe(200);
  });
});
