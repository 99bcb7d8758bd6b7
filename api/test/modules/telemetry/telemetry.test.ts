import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { telemetryPath } from '@tenants/shared/model';
import { addVersion, canaryOf, pointRemote, readHistory, startCanary } from '../../../src/modules/releases/release-state';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';

// Browsers' reports (docs/product/telemetry.md) and the canary watch that reads them.

// An empty deploy folder: the release state is the database's.
const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-telemetry-'));
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));
const entry = (version: string) => `/remotes/news/${version}/mf-manifest.json`;

/** News 1.0.0 stable and 1.1.0 a canary for `percent` % of page loads, as the release CLI leaves them. */
async function withCanary(suite: DatabaseSuite, percent: number) {
  const db = suite.database.db;
  for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb']) await addVersion(db, 'news', version);
  await pointRemote(db, 'news', '1.0.0-aaaaaaaa');
  await startCanary(db, 'news', '1.1.0-bbbbbbbb', percent);
}

/** A fresh visitor's address each time, each on a /24 of its own: the distinct networks the watch counts. */
let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `10.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}.7`;
};

/**
 * A page load the site server drew with `version` of news for a visitor at `ip` (a new network unless given),
 * whose browser ran it and sent its first beacon (the first page's `pageview`) from `from`: what the watch
 * counts as a page view (a page drawn that never reports is none, page-views.test.ts).
 */
async function served(suite: DatabaseSuite, version: string, ip = nextVisitor(), from = ip) {
  const id = suite.app.telemetry.pageLoad({ news: entry(version) }, 'news', '/news', ip)!;
  expect((await send(suite, report(id, version, [{ type: 'pageview' }]), 'application/json', from)).statusCode).toBe(200);
  return id;
}

const report = (pageLoad: string, version: string, events: object[], extra: object = {}) => ({
  pageLoad,
  route: '/news',
  remote: 'news',
  versions: { news: entry(version) },
  events,
  ...extra,
});
const send = (suite: DatabaseSuite, body: unknown, contentType = 'application/json', remoteAddress = visitorIp()) =>
  suite.app.inject({
    method: 'POST',
    url: telemetryPath,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType },
    remoteAddress,
  });

let clock: Date | undefined;

describeEachDatabase(
  'telemetry',
  (suite) => {
    const canary = '1.1.0-bbbbbbbb';
    const stable = '1.0.0-aaaaaaaa';
    const fileOf = (version: string) => `http://h${entry(version).replace('mf-manifest.json', 'main.js')}`;
    const counted = async () => {
      await suite.app.telemetry.flush();
      return suite.database.db
        .selectFrom('telemetry_counts')
        .select(['version', 'kind', (eb) => eb.fn.sum<number>('count').as('count')])
        .groupBy(['version', 'kind'])
        .orderBy('version')
        .orderBy('kind')
        .execute()
        .then((rows) => rows.map((r) => `${r.version} ${r.kind} ${Number(r.count)}`));
    };

    beforeEach(async () => {
      clock = undefined;
      await suite.app.telemetry.flush();
      for (const table of ['telemetry_counts', 'telemetry_vitals', 'telemetry_errors', 'telemetry_error_networks'] as const) {
        await suite.database.db.deleteFrom(table).execute();
      }
    });

    it('takes a beacon of a page load the server drew, as JSON or text/plain, and stores per-minute counts by remote version, nothing personal', async () => {
      const events = [
        { type: 'pageview' },
        {
          type: 'error',
          message: 'Cannot read properties of undefined (reading "x") for jo@example.com',
          source: 'http://127.0.0.1/remotes/news/1.0.0-aaaaaaaa/news-article.js?x=1',
        },
        { type: 'vital', name: 'INP', value: 180 },
        { type: 'vital', name: 'CLS', value: 0.02 },
      ];
      expect((await send(suite, report(await served(suite, stable), stable, events))).json()).toEqual({ success: true });
      expect((await send(suite, JSON.stringify(report(await served(suite, stable), stable, events)), 'text/plain;charset=UTF-8')).statusCode).toBe(200);
      await suite.app.telemetry.flush();
      const counts = await suite.database.db.selectFrom('telemetry_counts').select(['remote', 'version', 'route', 'kind', 'count']).orderBy('kind').execute();
      expect(counts).toEqual([
        { remote: 'news', version: stable, route: '/news', kind: 'error', count: 2 },
        // Two page loads reported errors of this version (the watch's distinct page loads).
        { remote: 'news', version: stable, route: '/news', kind: 'error-load', count: 2 },
        // Each page's first beacon and the beacon above.
        { remote: 'news', version: stable, route: '/news', kind: 'pageview', count: 4 },
        // The page loads the site server drew whose first beacon arrived: what the watch counts as page views.
        { remote: 'news', version: stable, route: '/news', kind: 'served', count: 2 },
      ]);
      const vitals = await suite.database.db.selectFrom('telemetry_vitals').select(['name', 'bucket', 'count']).orderBy('name').execute();
      expect(vitals).toEqual([
        { name: 'CLS', bucket: 25, count: 2 },
        { name: 'INP', bucket: 200, count: 2 },
      ]);
      const [error] = await suite.database.db.selectFrom('telemetry_errors').selectAll().execute();
      expect(error).toMatchObject({ remote: 'news', version: stable, message: 'Cannot read properties of undefined (reading "x") for [email]', count: 2 });
    });

    it.each([
      ['not JSON', 'this is not json', 'text/plain', 400],
      ['no page-load id', JSON.stringify({ ...report('x', stable, [{ type: 'pageview' }]), pageLoad: undefined }), 'application/json', 400],
      ['no events', JSON.stringify(report('x', stable, [])), 'application/json', 400],
      ['an unknown event', JSON.stringify(report('x', stable, [{ type: 'keystroke', key: 'a' }])), 'application/json', 400],
      [
        'a route with a query string',
        JSON.stringify(report('x', stable, [{ type: 'pageview' }], { route: '/news?email=jo@example.com' })),
        'application/json',
        400,
      ],
      ['a vital out of range', JSON.stringify(report('x', stable, [{ type: 'vital', name: 'LCP', value: -1 }])), 'application/json', 400],
      [
        'more than 16 kB',
        JSON.stringify(report('x', stable, [{ type: 'error', message: 'x'.repeat(900) }], { padding: 'y'.repeat(17_000) })),
        'text/plain',
        413,
      ],
    ])('refuses %s with %d in the error shape, storing nothing', async (_case, body, type, status) => {
      const res = await send(suite, body, type);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String), errors: [{ message: expect.any(String) }] });
      expect(await counted()).toEqual([]);
    });

    it('refuses a report whose page-load id the server did not issue, was altered, or is past its life', async () => {
      const genuine = await served(suite, stable);
      const [payload, signature] = genuine.split('.');
      // The same id claiming the canary's version set instead of the page's.
      const otherSet = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: { news: canary } })).toString('base64url');
      const forged = [`${otherSet}.${signature}`, `${payload}.${'A'.repeat(22)}`, 'made-up', `${payload}.${signature}.x`];
      for (const id of forged) {
        const res = await send(suite, report(id, canary, [{ type: 'error', message: 'Boom', source: fileOf(canary) }]));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'A report is taken only from a page this site served recently.',
          errors: [{ message: 'A report is taken only from a page this site served recently.' }],
        });
      }
      // An hour and a minute later (TELEMETRY_PAGE_LOAD_TTL_MS) the genuine id is no longer taken.
      clock = new Date(Date.now() + 61 * 60_000);
      expect((await send(suite, report(genuine, stable, [{ type: 'pageview' }]))).statusCode).toBe(400);
      clock = undefined;
      expect((await send(suite, report(genuine, stable, [{ type: 'pageview' }]))).statusCode).toBe(200);
      expect(await counted()).toEqual([`${stable} pageview 2`, `${stable} served 1`]);
    });

    it('spends a page load’s budget: a few reports, a few errors, each vital once', async () => {
      const id = await served(suite, stable);
      const fifty = Array.from({ length: 50 }, () => ({ type: 'error', message: 'Boom', source: fileOf(stable) }));
      const statuses = [(await send(suite, report(id, stable, fifty))).statusCode];
      for (let i = 0; i < 2; i += 1) statuses.push((await send(suite, report(id, stable, [{ type: 'vital', name: 'INP', value: 9000 }]))).statusCode);
      // TELEMETRY_REPORTS_PER_PAGE_LOAD is 4 here: after the page's first beacon and these three, the fifth
      // beacon of the same page load is refused.
      const over = await send(suite, report(id, stable, [{ type: 'vital', name: 'INP', value: 9000 }]));
      statuses.push(over.statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(over.json()).toMatchObject({ success: false, message: 'This page load has sent all the reports it may.' });
      // 5 of the 50 errors (TELEMETRY_ERRORS_PER_PAGE_LOAD), one page load, one INP sample.
      expect(await counted()).toEqual([`${stable} error 5`, `${stable} error-load 1`, `${stable} pageview 1`, `${stable} served 1`]);
      const inp = await suite.database.db.selectFrom('telemetry_vitals').select('count').where('name', '=', 'INP').execute();
      expect(inp).toEqual([{ count: 1 }]);
    });

    it('counts an error only for a version its page was drawn with', async () => {
      // A page of the stable version reports an error "from" the canary's file: it counts for no version.
      const id = await served(suite, stable);
      await send(suite, report(id, canary, [{ type: 'error', message: 'Boom', source: fileOf(canary) }], { versions: { news: entry(canary) } }));
      expect(await counted()).toEqual([`- error 1`, `- error-load 1`, `${stable} pageview 1`, `${stable} served 1`]);
    });

    it('limits a client’s beacons (RATE_LIMIT_TELEMETRY), not other clients’', async () => {
      const from = visitorIp();
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await send(suite, report(await served(suite, stable), stable, [{ type: 'pageview' }]), 'application/json', from)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await send(suite, report(await served(suite, stable), stable, [{ type: 'pageview' }]))).statusCode).toBe(200);
    });

    it('rolls a canary back when its share of page loads with errors is surely above the stable version’s, says why with the figures, and mails the alert', async () => {
      await withCanary(suite, 50);
      // Stable: 20 page loads, one with the same error (so it is no new error). Canary: 3 page loads, each with an error.
      for (let i = 0; i < 20; i += 1) {
        const id = await served(suite, stable);
        if (i === 0) await send(suite, report(id, stable, [{ type: 'error', message: 'Boom', source: fileOf(stable) }]));
      }
      for (let i = 0; i < 3; i += 1)
        await send(suite, report(await served(suite, canary), canary, [{ type: 'error', message: 'Boom', source: fileOf(canary) }]));
      await suite.app.telemetry.flush();
      // 3 of 3 against 1 of 20 could still be chance (p ≈ 0.002 > 0.001): the canary holds.
      expect(await suite.app.telemetry.watch()).toEqual([]);
      // Two more page loads with errors: 5 of 5 against 1 of 20 is not (p ≈ 0.0001).
      for (let i = 0; i < 2; i += 1)
        await send(suite, report(await served(suite, canary), canary, [{ type: 'error', message: 'Boom', source: fileOf(canary) }]));
      await suite.app.telemetry.flush();
      const [rolledBack] = await suite.app.telemetry.watch();
      expect(rolledBack).toMatchObject({
        remote: 'news',
        version: canary,
        reason: expect.stringContaining('5 of 5 page loads with errors'),
        figures: { canaryPageViews: 5, stablePageViews: 20, canaryErrorsPer1000: 1000, stableErrorsPer1000: 50 },
      });
      expect(await canaryOf(suite.database.db, 'news')).toBeUndefined();
      expect((await readHistory(suite.database.db, { remote: 'news', limit: 1 }))[0]).toMatchObject({
        actor: 'release-watch',
        action: 'auto-rollback',
        version: canary,
        figures: { canaryErrorsPer1000: 1000, canaryErrorPageLoads: 5, stableErrorPageLoads: 1 },
      });
      const alert = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'releases@tenants.example').execute();
      expect(alert.map((m) => m.subject)).toContain(`Canary rolled back: news ${canary}`);
      // Watching again finds nothing to do.
      expect(await suite.app.telemetry.watch()).toEqual([]);
    });

    it('rolls a canary back at its third page load with an error no other version ever reported, before any comparison', async () => {
      await withCanary(suite, 50);
      for (let i = 0; i < 2; i += 1)
        await send(suite, report(await served(suite, canary), canary, [{ type: 'error', message: 'Brand new', source: fileOf(canary) }]));
      await suite.app.telemetry.flush();
      expect(await suite.app.telemetry.watch()).toEqual([]);
      await send(suite, report(await served(suite, canary), canary, [{ type: 'error', message: 'Brand new', source: fileOf(canary) }]));
      await suite.app.telemetry.flush();
      const [rolledBack] = await suite.app.telemetry.watch();
      expect(rolledBack).toMatchObject({
        version: canary,
        reason: expect.stringContaining('no other version of this remote ever reported, from 3 of its 3 page loads'),
      });
      expect(await canaryOf(suite.database.db, 'news')).toBeUndefined();
    });

    it('leaves a canary alone while it has too few page views to judge, or holds up', async () => {
      await withCanary(suite, 50);
      await send(suite, report(await served(suite, canary), canary, [{ type: 'pageview' }, { type: 'error', message: 'Boom' }]));
      await suite.app.telemetry.flush();
      expect(await suite.app.telemetry.watch()).toEqual([]);
      // Judged once it has enough page views: 1 page load with errors in 11 against the stable version's 3 in 30 holds up.
      for (let i = 0; i < 10; i += 1) await served(suite, canary);
      for (let i = 0; i < 30; i += 1) {
        const id = await served(suite, stable);
        if (i < 3) await send(suite, report(id, stable, [{ type: 'rejection', message: 'Network' }]));
      }
      await suite.app.telemetry.flush();
      expect(await suite.app.telemetry.watch()).toEqual([]);
      expect((await canaryOf(suite.database.db, 'news'))?.version).toBe(canary);
    });

    describe('a visitor cannot steer the watch', () => {
      beforeEach(async () => {
        await withCanary(suite, 10);
      });

      it('a healthy canary is not rolled back by 2 POSTs (50 page views, then 50 errors)', async () => {
        // Real traffic: both versions clean.
        for (let i = 0; i < 20; i += 1) await served(suite, stable);
        for (let i = 0; i < 5; i += 1) await served(suite, canary);
        const pageViews = Array.from({ length: 50 }, () => ({ type: 'pageview' }));
        const errors = Array.from({ length: 50 }, () => ({ type: 'error', message: 'Boom', source: fileOf(canary) }));
        // Without a page-load id of its own (today's attack, word for word, with a made-up id): refused.
        expect((await send(suite, report('made-up', canary, pageViews))).statusCode).toBe(400);
        expect((await send(suite, report('made-up', canary, errors))).statusCode).toBe(400);
        // With the id of a canary page the attacker really loaded: 5 errors of one page load, one page view (its
        // first beacon), the 50 `pageview` events stored but not counted as page views.
        const own = await served(suite, canary);
        expect((await send(suite, report(own, canary, pageViews))).statusCode).toBe(200);
        expect((await send(suite, report(own, canary, errors))).statusCode).toBe(200);
        await suite.app.telemetry.flush();
        expect(await suite.app.telemetry.watch()).toEqual([]);
        expect((await canaryOf(suite.database.db, 'news'))?.version).toBe(canary);
        expect(await counted()).toEqual([
          `${stable} pageview 20`,
          `${stable} served 20`,
          `${canary} error 5`,
          `${canary} error-load 1`,
          // The 6 pages' first beacons and the attacker's 50.
          `${canary} pageview 56`,
          `${canary} served 6`,
        ]);
      });

      it('one client cannot roll a healthy canary back: 23 page loads (10 canary ids), each reported, and 3 reports of a new error, from one address and its /24', async () => {
        for (let i = 0; i < 20; i += 1) await served(suite, stable);
        for (let i = 0; i < 5; i += 1) await served(suite, canary);
        const attacker = ['203.0.113.9', '203.0.113.77'];
        // Every page it loads sends its first beacon, each from another address of its /24 (past the per-address
        // rate limit): all 23 are page loads its browser ran, drawn for its network.
        const ids: string[] = [];
        for (let i = 0; i < 23; i += 1) ids.push(await served(suite, i < 10 ? canary : stable, attacker[i % 2], `203.0.113.${100 + i}`));
        for (const id of ids.slice(0, 3)) {
          const sent = await send(
            suite,
            report(id, canary, [{ type: 'error', message: 'Never seen before', source: fileOf(canary) }]),
            'application/json',
            attacker[0],
          );
          expect(sent.statusCode).toBe(200);
        }
        await suite.app.telemetry.flush();
        expect(await suite.app.telemetry.watch()).toEqual([]);
        expect((await canaryOf(suite.database.db, 'news'))?.version).toBe(canary);
        // Its page views count once a minute per page and network, and its three failing page loads as one.
        expect(await counted()).toEqual([
          `${stable} pageview 33`,
          `${stable} served 21`,
          `${canary} error 3`,
          `${canary} error-load 1`,
          `${canary} pageview 15`,
          `${canary} served 6`,
        ]);
        const networks = await suite.database.db.selectFrom('telemetry_error_networks').selectAll().execute();
        expect(networks).toEqual([{ remote: 'news', version: canary, network: expect.stringMatching(/^[\w-]{12}$/), last_seen: expect.any(String) }]);
        // Nothing stored names the address.
        expect(JSON.stringify(networks)).not.toMatch(/203\.0\.113/);
      });

      it('a broken canary seen from several networks is rolled back as before, within 30 page loads', async () => {
        let pageLoads = 0;
        let rolledBack: Awaited<ReturnType<typeof suite.app.telemetry.watch>> = [];
        while (!rolledBack.length && pageLoads < 30) {
          pageLoads += 1;
          // Every other visitor is in the canary's cohort, and each of its pages throws.
          const version = pageLoads % 2 ? canary : stable;
          const id = await served(suite, version);
          if (version === canary) await send(suite, report(id, canary, [{ type: 'error', message: 'Kaboom', source: fileOf(canary) }]));
          await suite.app.telemetry.flush();
          rolledBack = await suite.app.telemetry.watch();
        }
        expect(rolledBack).toMatchObject([{ version: canary, reason: expect.stringContaining('no other version of this remote ever reported') }]);
        expect(pageLoads).toBeLessThanOrEqual(30);
        expect(await canaryOf(suite.database.db, 'news')).toBeUndefined();
      });

      it('a broken canary is not kept alive by 1 POST of 50 errors against the stable version', async () => {
        for (let i = 0; i < 20; i += 1) await served(suite, stable);
        for (let i = 0; i < 5; i += 1)
          await send(suite, report(await served(suite, canary), canary, [{ type: 'error', message: 'Boom', source: fileOf(canary) }]));
        const errors = Array.from({ length: 50 }, () => ({ type: 'error', message: 'Boom', source: fileOf(stable) }));
        expect((await send(suite, report('made-up', stable, errors))).statusCode).toBe(400);
        // Even from a stable page the attacker loaded, 5 errors count, not 50.
        expect((await send(suite, report(await served(suite, stable), stable, errors))).statusCode).toBe(200);
        await suite.app.telemetry.flush();
        const [rolledBack] = await suite.app.telemetry.watch();
        expect(rolledBack).toMatchObject({
          version: canary,
          figures: { canaryPageViews: 5, stablePageViews: 21, canaryErrorsPer1000: 1000, stableErrorsPer1000: 238.1 },
        });
      });
    });
  },
  {
    env: {
      DEPLOY_DIR: deployDir,
      SERVE_SITE: '0',
      RATE_LIMIT_TELEMETRY: '3',
      RELEASE_MIN_PAGE_VIEWS: '3',
      RELEASE_ALERT_EMAIL: 'releases@tenants.example',
      TELEMETRY_REPORTS_PER_PAGE_LOAD: '4',
    },
    options: { now: () => clock ?? new Date() },
  },
);
