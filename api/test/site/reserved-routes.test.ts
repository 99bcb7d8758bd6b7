import { existsSync } from 'node:fs';
import path from 'node:path';
import { pageMessages, staffPagesPath } from '@tenants/shared/model';
import { bumpContentVersion, putRedirect } from '../../src/modules/pages/pages.repository';
import { findRepoRoot } from '../../src/repo-root';
import { describeEachDatabase, type DatabaseSuite } from '../helper';
import { call, expectError, person, type Person } from '../modules/staff/fixtures';

// The site's routes come first (issue: "pages shadow the site's own routes"): the addresses every released
// remote's routes.json names, and the API's own, are no page's to take, and no redirect answers for them.
// Read from the real build's routes.json files, as `npm test` builds them before this suite.

jest.setTimeout(120_000);

const deployDir = path.join(findRepoRoot(), 'deploy');
if (!existsSync(path.join(deployDir, 'remotes', 'news'))) {
  throw new Error(`No built site in ${deployDir}: build it first (npm test and npm start do, or: node scripts/build.mjs).`);
}

const idOf = async (suite: DatabaseSuite, address: string) =>
  (await suite.database.db.selectFrom('pages').select('id').where('address', '=', address).executeTakeFirstOrThrow()).id;

describeEachDatabase(
  'the site’s routes come first',
  (suite) => {
    let contributor: Person;
    let editor: Person;
    beforeAll(async () => {
      [contributor, editor] = await Promise.all([person(suite, 'contributor'), person(suite, 'staff')]);
    });

    it('refuses a page at any released remote’s route or the API’s own, for a contributor and an editor alike', async () => {
      const taken = ['/events', '/events/lease-clinic', '/offers', '/account/email', '/newsletters/spring', '/livez', '/readyz', '/metrics'];
      for (const who of [contributor, editor]) {
        for (const address of taken) {
          expectError(await call(suite, 'POST', staffPagesPath, who.token, { type: 'plain', address, title: 'Mine now' }), 409, pageMessages.addressReserved);
        }
      }
      // An address nothing serves is still a page's to take.
      const free = await call(suite, 'POST', staffPagesPath, editor.token, { type: 'plain', address: '/accessibility-statement', title: 'Accessibility' });
      expect(free.statusCode).toBe(201);
      // Nor may a page move onto one.
      const id = await idOf(suite, '/accessibility-statement');
      expectError(await call(suite, 'PUT', `${staffPagesPath}/${id}/address`, editor.token, { address: '/events' }), 409, pageMessages.addressReserved);
    });

    it('answers a remote’s route itself even when an old redirect names it; other redirects still work', async () => {
      const about = await idOf(suite, '/about');
      const at = new Date().toISOString();
      // Rows as an earlier release of the site could have left them: a page moved away from /events and /offers.
      await putRedirect(suite.database.db, '/events', about, at);
      await putRedirect(suite.database.db, '/offers', about, at);
      await putRedirect(suite.database.db, '/about-us-old', about, at);
      await bumpContentVersion(suite.database.db);
      for (const url of ['/events', '/offers']) {
        const res = await suite.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers.location).toBeUndefined();
      }
      const moved = await suite.app.inject({ method: 'GET', url: '/about-us-old' });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/about');
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, TELEMETRY_SAMPLE_RATE: '0', RATE_LIMIT_PAGE_RENDER: '10000' } },
);
