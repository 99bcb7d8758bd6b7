import {
  pageMessages,
  pageResponseSchema,
  pagesPath,
  staffPageListSchema,
  staffPagePreviewPath,
  staffPagePreviewResponseSchema,
  staffPageResponseSchema,
  staffPagesPath,
} from '@tenants/shared/model';
import { buildApp } from '../../../src/app';
import { describeEachDatabase, testConfig } from '../../helper';
import { standInSite } from '../../fakes/stand-in-site';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// The pages desk's preview: a draft as the public page record and, where the API serves the site, the page
// drawn at its address by the shell's server build. The build here is a small stand-in of the shell's (the
// real one needs a webpack build): it draws a content page from the site content it is given, frame and all.
const deployDir = standInSite('page-preview', {
  index: '<!doctype html><html lang=en-GB><head><meta charset=utf-8><title>Commercial Tenants Alliance</title></head><body><div id=root></div></body></html>',
  renderPage: `const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.renderPage = async (url, config, remote, routes, formResult, content) => {
  const page = content && content.page;
  if (!page) return { html: '<main>Page Not Found</main>', title: config.brand.product };
  const menus = content.navigation.areas.map((area) => area.area + ': ' + area.services.length).join(', ');
  const words = page.blocks.map((block) => esc(block.intro || block.title || '')).join(' / ');
  return { html: '<header>' + esc(menus) + '</header><main><h1>' + esc(page.title) + '</h1>' + words + '</main><footer>' + esc(content.settings.footerTagline || '') + '</footer>', title: page.title + ' | ' + config.brand.product };
};`,
});

describeEachDatabase(
  'the pages desk’s preview',
  (suite) => {
    let contributor: Person;
    let member: Person;
    beforeAll(async () => {
      [contributor, member] = await Promise.all([person(suite, 'contributor'), person(suite, 'member')]);
    });
    const idOf = async (address: string) =>
      staffPageListSchema
        .parse((await call(suite, 'GET', staffPagesPath, contributor.token)).json())
        .payload.sections.flatMap((section) => section.pages)
        .find((page) => page.address === address)!.id;
    const live = async (address: string) => pageResponseSchema.parse((await call(suite, 'GET', `${pagesPath}?address=${address}`)).json()).payload;

    it('answers a contributor’s draft as the public page record and the page drawn at its address, frame and all; nothing is stored', async () => {
      const id = await idOf('/lobbying');
      const before = staffPageResponseSchema.parse((await call(suite, 'GET', `${staffPagesPath}/${id}`, contributor.token)).json()).payload;
      const published = await live('/lobbying');
      const hero = { ...published.blocks[0], intro: 'A draft sentence about <rates> nobody has seen.' };
      const res = await call(suite, 'POST', staffPagePreviewPath(id), contributor.token, {
        title: 'Lobbying, redrafted',
        blocks: [hero, ...published.blocks.slice(1)],
      });
      expect(res.statusCode).toBe(200);
      const preview = staffPagePreviewResponseSchema.parse(res.json());
      expect(preview.payload).toEqual({ ...published, title: 'Lobbying, redrafted', blocks: [hero, ...published.blocks.slice(1)] });
      // The public page itself: the draft's words in the site's frame (the menus from the navigation), escaped.
      expect(preview.page).toContain('<h1>Lobbying, redrafted</h1>A draft sentence about &lt;rates> nobody has seen.');
      expect(preview.page).toMatch(/<header>property: \d+, corporate: \d+, non-corporate: \d+<\/header>/);
      expect(preview.page).toContain('<title>Lobbying, redrafted | Commercial Tenants Alliance</title>');

      // Nothing stored: not the draft, not a version, not the live page, not the audit log; visitors get the published page.
      const after = staffPageResponseSchema.parse((await call(suite, 'GET', `${staffPagesPath}/${id}`, contributor.token)).json()).payload;
      expect(after).toEqual(before);
      expect(await live('/lobbying')).toEqual(published);
      expect(await auditRows(suite, `page:${id}`)).toEqual([]);
      const visitors = await suite.app.inject({ method: 'GET', url: '/lobbying' });
      expect(visitors.body).not.toContain('draft sentence');
    });

    it('previews the stored draft when nothing is sent, with the guides blocks listing the library', async () => {
      const id = await idOf('/advice-support');
      const preview = staffPagePreviewResponseSchema.parse((await call(suite, 'POST', staffPagePreviewPath(id), contributor.token, {})).json());
      const guides = preview.payload.blocks.find((block) => block.type === 'guides')!;
      expect(guides.library).toHaveLength(8);
      expect(preview.payload).toEqual(await live('/advice-support'));
    });

    it('names each field a draft still needs to be drawn, or has of the wrong shape; 404 for no page; members are refused', async () => {
      const id = await idOf('/lobbying');
      const half = await call(suite, 'POST', staffPagePreviewPath(id), contributor.token, { blocks: [{ type: 'hero', eyebrow: 'Our campaigns' }] });
      expect(half.statusCode).toBe(400);
      expect(half.json()).toMatchObject({
        success: false,
        message: pageMessages.notPreviewable,
        errors: expect.arrayContaining([expect.objectContaining({ path: 'blocks.0.intro' }), expect.objectContaining({ path: 'blocks.0.image' })]),
      });
      const shape = await call(suite, 'POST', staffPagePreviewPath(id), contributor.token, { blocks: [{ type: 'hero', image: { art: 'unicorn', alt: '' } }] });
      expect(shape.statusCode).toBe(400);
      expect(shape.json().errors).toEqual([expect.objectContaining({ path: 'blocks.0.image.art' })]);
      expectError(
        await call(suite, 'POST', staffPagePreviewPath(id), contributor.token, { blocks: [{ type: 'serviceTabs' }] }),
        400,
        pageMessages.blockNotAllowed('serviceTabs', 'organisation'),
      );
      expectError(await call(suite, 'POST', staffPagePreviewPath('no-such-page'), contributor.token, {}), 404, pageMessages.notFound);
      expect((await call(suite, 'POST', staffPagePreviewPath(id), member.token, {})).statusCode).toBe(403);
      expect((await call(suite, 'POST', staffPagePreviewPath(id), undefined, {})).statusCode).toBe(401);
    });

    it('answers the record alone where the API serves no site', async () => {
      const app = await buildApp({ config: testConfig({ ...suite.env, SERVE_SITE: '0' }), database: suite.database });
      try {
        const id = await idOf('/lobbying');
        const res = await app.inject({ method: 'POST', url: staffPagePreviewPath(id), headers: { authorization: `Bearer ${contributor.token}` }, payload: {} });
        expect(res.statusCode).toBe(200);
        const preview = staffPagePreviewResponseSchema.parse(res.json());
        expect(preview.page).toBeUndefined();
        expect(preview.payload.address).toBe('/lobbying');
      } finally {
        await app.close();
      }
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, PUBLIC_SITE_URL: 'https://tenants.example' }, options: { now: clock.now } },
);
