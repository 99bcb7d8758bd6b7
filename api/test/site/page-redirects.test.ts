import { cliActor } from '../../src/modules/staff';
import { changeAddress } from '../../src/modules/pages/pages.staff';
import { buildTestApp, describeEachDatabase } from '../helper';
import { standInSite } from '../fakes/stand-in-site';

jest.setTimeout(60_000);

/** The smallest deployed shell the site server serves pages from. */
const deployDir = standInSite('page-redirects');

describeEachDatabase(
  'the site server and the pages table',
  (suite) => {
    const get = (url: string) => suite.app.inject({ method: 'GET', url });

    beforeAll(async () => {
      const id = (await suite.database.db.selectFrom('pages').select('id').where('address', '=', '/property/arrears').executeTakeFirstOrThrow()).id;
      await changeAddress({ db: suite.database.db, now: () => suite.app.now() }, cliActor, id, '/property/rent-arrears');
    });

    it('answers an old address with a 301 to the new one, its query kept', async () => {
      const res = await get('/property/arrears?from=menu');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/property/rent-arrears?from=menu');
      expect((await get('/property/arrears/')).headers.location).toBe('/property/rent-arrears');
    });

    it('serves a published page at an address the shell’s route table does not know, and 404s what is not a page', async () => {
      expect((await get('/property/rent-arrears')).statusCode).toBe(200);
      expect((await get('/property/no-such-service')).statusCode).toBe(404);
    });

    it('gives the renderer a published page with the settings', async () => {
      const found = await suite.app.sitePages.page('/about');
      expect(found?.page).toMatchObject({ address: '/about', type: 'organisation', title: 'About Us' });
      expect(found?.settings.contactEmail).toBe('support@tenants.example');
      expect(await suite.app.sitePages.page('/news')).toBeNull();
    });

    it('follows a change made on another instance at its next request (the addresses are kept under the content version)', async () => {
      const other = await buildTestApp(suite.env);
      try {
        const on = (app: typeof other, url: string) => app.inject({ method: 'GET', url });
        // Both instances have read (and kept) the addresses.
        expect((await on(other, '/property/rates')).statusCode).toBe(200);
        expect((await get('/property/rates')).statusCode).toBe(200);
        const id = (await suite.database.db.selectFrom('pages').select('id').where('address', '=', '/property/rates').executeTakeFirstOrThrow()).id;
        await changeAddress({ db: other.database.db, now: () => other.now() }, cliActor, id, '/property/business-rates');
        const moved = await get('/property/rates');
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe('/property/business-rates');
        expect((await get('/property/business-rates')).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('lists the published pages from the table in the sitemap', async () => {
      const body = (await get('/sitemap.xml')).body;
      expect(body).toContain('<loc>http://localhost:3000/property/rent-arrears</loc>');
      expect(body).not.toContain('<loc>http://localhost:3000/property/arrears</loc>');
      expect(body).toMatch(/<loc>http:\/\/localhost:3000\/about<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(body).toContain('<loc>http://localhost:3000/news</loc>');
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir } },
);
