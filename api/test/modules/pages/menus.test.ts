import { sql } from 'kysely';
import {
  defaultMenus,
  navigationResponseSchema,
  siteMenusDeskResponseSchema,
  siteMenusVersionsResponseSchema,
  siteNavigationPath,
  siteRecordMessages,
  staffMenusPaths as paths,
  staffWorkMessages,
  type SiteMenus,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

// The menus desk (issue 53: menus edited like a page): editors set the header's main menu and the footer's
// columns as a draft, visitors see them once published; a link to this site must lead to one of its pages,
// when saved and again when published; each publish is a version that can be put back into the draft.

const withExtras = (menus: SiteMenus, main: SiteMenus['main'][number], footerLink: SiteMenus['footer'][number]['links'][number]): SiteMenus => ({
  main: [...menus.main, main],
  footer: menus.footer.map((column, i) => (i === 0 ? { ...column, links: [...column.links, footerLink] } : column)),
});
const notAPage = (to: string) => `${to} is not a page of the site: choose a published page or an https address.`;

describeEachDatabase('menus', (suite) => {
  let contributor: Person;
  let editor: Person;

  beforeAll(async () => {
    clock.offsetMs = 0;
    [contributor, editor] = await Promise.all([person(suite, 'contributor'), person(suite, 'staff')]);
  });

  const navigation = async () => navigationResponseSchema.parse((await call(suite, 'GET', siteNavigationPath)).json()).payload;
  const desk = async (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(200);
    return siteMenusDeskResponseSchema.parse(res.json()).payload;
  };
  const version = async () => String((await sql<{ version: string }>`select version from article_versions`.execute(suite.database.db)).rows[0].version);

  it('are the spec’s menus until an editor changes them, in the staff API and in the public navigation', async () => {
    expect(await desk(await call(suite, 'GET', paths.base, editor.token))).toEqual({ live: defaultMenus, draft: null, draftSavedAt: null, draftSavedBy: null });
    expect((await navigation()).menus).toEqual(defaultMenus);
    expect(defaultMenus.main.map((entry) => entry.label)).toEqual(['About', 'Advice', 'Services', 'Lobbying', 'Community', 'News', 'Events', 'Enquire']);
  });

  it('are an editor’s to change: a contributor is refused every step', async () => {
    const refused = staffWorkMessages.contributorNotAllowed;
    expectError(await call(suite, 'GET', paths.base, contributor.token), 403, refused);
    expectError(await call(suite, 'PUT', paths.base, contributor.token, defaultMenus), 403, refused);
    expectError(await call(suite, 'POST', paths.preview, contributor.token, {}), 403, refused);
    expectError(await call(suite, 'POST', paths.publish, contributor.token, {}), 403, refused);
    expectError(await call(suite, 'DELETE', paths.draft, contributor.token), 403, refused);
    expectError(await call(suite, 'GET', paths.versions, contributor.token), 403, refused);
    expectError(await call(suite, 'POST', paths.restore('any'), contributor.token, {}), 403, refused);
  });

  it('refuses a link to a page the site does not have, naming where it is, and stores nothing', async () => {
    const broken = withExtras(defaultMenus, { label: 'Help', to: '/no-such-page', links: [], services: false }, { label: 'About', to: '/about' });
    const res = await call(suite, 'PUT', paths.base, editor.token, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: notAPage('/no-such-page'),
      errors: [{ path: 'main.8.to', message: notAPage('/no-such-page') }],
    });
    expect((await desk(await call(suite, 'GET', paths.base, editor.token))).draft).toBeNull();
  });

  it('refuses an entry that is neither a link, a dropdown nor the service pages, and an address that is neither a page nor https', async () => {
    const empty = await call(suite, 'PUT', paths.base, editor.token, { ...defaultMenus, main: [{ label: 'Nothing', to: '', links: [], services: false }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('A menu entry is a link (an address), a dropdown of links, or the service pages: one of the three.');
    const script = await call(suite, 'PUT', paths.base, editor.token, {
      ...defaultMenus,
      main: [{ label: 'Bad', to: 'javascript:alert(1)', links: [], services: false }],
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('A link goes to a page of this site (starting with /) or an https address.'),
    });
  });

  const changed = withExtras(
    defaultMenus,
    { label: 'Guides', to: '/property/lease-renewals', links: [], services: false },
    { label: 'Our charity partner', to: 'https://charity.example/partner' },
  );

  it('keeps a new entry and footer link as a draft: the navigation visitors get is unchanged', async () => {
    const at = await version();
    const saved = await desk(await call(suite, 'PUT', paths.base, editor.token, changed));
    expect(saved).toMatchObject({ live: defaultMenus, draft: changed, draftSavedBy: editor.id });
    expect((await navigation()).menus).toEqual(defaultMenus);
    expect(await version()).toBe(at);
    // A preview draws what is sent over the draft; nothing is stored.
    const preview = await call(suite, 'POST', paths.preview, editor.token, { footer: [] });
    expect(preview.json()).toMatchObject({ success: true, payload: { main: changed.main, footer: [] } });
    expect((await desk(await call(suite, 'GET', paths.base, editor.token))).draft).toEqual(changed);
  });

  it('publishes the draft: live in the navigation at once, kept as a version after the menus as they were, in the audit log', async () => {
    const at = await version();
    expect(await desk(await call(suite, 'POST', paths.publish, editor.token, {}))).toEqual({
      live: changed,
      draft: null,
      draftSavedAt: null,
      draftSavedBy: null,
    });
    const live = await navigation();
    expect(live.menus.main.at(-1)).toEqual({ label: 'Guides', to: '/property/lease-renewals', links: [], services: false });
    expect(live.menus.footer[0].links.at(-1)).toEqual({ label: 'Our charity partner', to: 'https://charity.example/partner' });
    expect(await version()).not.toBe(at);
    const history = siteMenusVersionsResponseSchema.parse((await call(suite, 'GET', paths.versions, editor.token)).json()).payload;
    expect(history.map((v) => [v.savedBy, v.value])).toEqual([
      [editor.id, changed],
      [null, defaultMenus],
    ]);
    expect((await auditRows(suite, 'settings:menus')).map((row) => row.action)).toEqual(['settings.update', 'settings.update']);
    expectError(await call(suite, 'POST', paths.publish, editor.token, {}), 409, siteRecordMessages.noDraft);
  });

  it('restores a version into the draft, and refuses to publish a link to a page that has gone off the site meanwhile', async () => {
    const history = siteMenusVersionsResponseSchema.parse((await call(suite, 'GET', paths.versions, editor.token)).json()).payload;
    const restored = await desk(await call(suite, 'POST', paths.restore(history[0].id), editor.token, {}));
    // The newest version is what is live: restoring it leaves no draft.
    expect(restored.draft).toBeNull();
    expect((await desk(await call(suite, 'POST', paths.restore(history[1].id), editor.token, {}))).draft).toEqual(defaultMenus);
    expect((await navigation()).menus).toEqual(changed);

    // The draft with a link to a page since taken off the site: publishing it is refused, naming the link.
    await desk(await call(suite, 'PUT', paths.base, editor.token, changed.main.length ? { main: changed.main } : {}));
    await suite.database.db.updateTable('pages').set({ live_blocks: null, status: 'unpublished' }).where('address', '=', '/property/lease-renewals').execute();
    const refused = await call(suite, 'POST', paths.publish, editor.token, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: notAPage('/property/lease-renewals'), errors: [{ path: 'main.8.to' }] });
    expect((await navigation()).menus).toEqual(changed);
    // Back as it was: the draft thrown away.
    expect((await desk(await call(suite, 'DELETE', paths.draft, editor.token))).draft).toBeNull();
  });
});
