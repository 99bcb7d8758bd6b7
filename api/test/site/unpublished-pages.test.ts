import { cliActor } from '../../src/modules/staff';
import { createPage, publishPage, removePage, unpublishPage } from '../../src/modules/pages/pages.staff';
import { describeEachDatabase } from '../helper';
import { standInSite, titleRenderer } from '../fakes/stand-in-site';

jest.setTimeout(60_000);

// A content page is on the site only while it is published: the address of a page staff unpublished,
// deleted, scheduled or only drafted is the 404 page, with a 404, like any unknown address (a fixed
// service address or /about included). The shell's server build here is a stand-in that draws what the
// real one does from the site content it is given: the page's title, or the 404 page when there is no page.

const deployDir = standInSite('unpublished-pages', { renderPage: titleRenderer });

describeEachDatabase(
  'the site server and pages that are not published',
  (suite) => {
    const get = (url: string) => suite.app.inject({ method: 'GET', url });
    const deps = () => ({ db: suite.database.db, now: () => suite.app.now() });
    const idOf = async (address: string) =>
      (await suite.database.db.selectFrom('pages').select('id').where('address', '=', address).executeTakeFirstOrThrow()).id;
    const expectNotFoundPage = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"><main><h1>404 Not Found</h1></main></div>');
    };

    it('answers a fixed service address 404 with the 404 page once staff unpublish it, though it was drawn and kept before', async () => {
      const before = await get('/property/rates');
      expect(before.statusCode).toBe(200);
      expect(before.body).toContain('<main><h1>Business Rates</h1></main>');
      await unpublishPage(deps(), cliActor, await idOf('/property/rates'), true);
      await expectNotFoundPage('/property/rates');
      await expectNotFoundPage('/property/rates/');
    });

    it('answers a scheduled page 404 until it is due', async () => {
      const id = await idOf('/property/rates');
      await publishPage(deps(), cliActor, id, new Date(suite.app.now().getTime() + 3_600_000).toISOString());
      await expectNotFoundPage('/property/rates');
    });

    it('answers an unpublished page of the shell’s own (/about) and a deleted one 404', async () => {
      await unpublishPage(deps(), cliActor, await idOf('/about'), true);
      await expectNotFoundPage('/about');
      const arrears = await get('/property/arrears');
      expect(arrears.statusCode).toBe(200);
      await removePage(deps(), cliActor, await idOf('/property/arrears'), true);
      await expectNotFoundPage('/property/arrears');
    });

    it('answers a page that is only a draft 404, at a fixed service address and at a new one', async () => {
      await removePage(deps(), cliActor, await idOf('/property/lease-renewals'), true);
      await createPage(deps(), cliActor, { type: 'service', area: 'property', slug: 'lease-renewals', title: 'Lease Renewals Draft' });
      await expectNotFoundPage('/property/lease-renewals');
      await createPage(deps(), cliActor, { type: 'plain', address: '/tenant-week', title: 'Tenant Week' });
      await expectNotFoundPage('/tenant-week');
    });

    it('still answers the published pages, the sorry page and a remote’s route 200', async () => {
      expect((await get('/')).statusCode).toBe(200);
      expect((await get('/property/lease-regearing')).body).toContain('<h1>Lease Re-gearing</h1>');
      expect((await get('/sorry')).statusCode).toBe(200);
      expect((await get('/news')).statusCode).toBe(200);
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir } },
);
