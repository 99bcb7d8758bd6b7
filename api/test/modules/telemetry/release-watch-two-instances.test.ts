import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { telemetryPath } from '@tenants/shared/model';
import { buildApp } from '../../../src/app';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrate';
import { releaseLease } from '../../../src/modules/telemetry/release-lease';
import { addVersion, canaryOf, pointRemote, readReleaseState, startCanary } from '../../../src/modules/releases/release-state';
import { connectedToRedis, describeWithPostgres, describeWithRedis, preparePostgresSchema, testConfig, visitorIp } from '../../helper';
import { waitFor } from '../../fakes/net';

jest.setTimeout(60_000);

// Two production instances behind a load balancer, one PostgreSQL schema (the release state's tables), one
// Redis, both running the canary watch: a broken canary at 50 % is ended once at a small site's 20 page loads
// (one history row, one alert mail), and every later page load of either instance gets the stable version.

const stable = '1.0.0-aaaaaaaa';
const canary = '1.1.0-bbbbbbbb';
const entry = (version: string) => `/remotes/news/${version}/mf-manifest.json`;
const fileOf = (version: string) => `http://h/remotes/news/${version}/main.js`;
const alertTo = 'releases@tenants.example';

describeWithPostgres('the canary watch on two instances', () => {
  describeWithRedis('on one PostgreSQL schema and one Redis', (redisUrl) => {
    let schema: Awaited<ReturnType<typeof preparePostgresSchema>>;
    let deployDir: string;
    const instances: Array<{ app: FastifyInstance; database: DatabaseHandle }> = [];

    beforeAll(async () => {
      schema = await preparePostgresSchema();
      deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-watch-'));
      for (const version of [stable, canary]) {
        mkdirSync(path.join(deployDir, 'remotes/news', version), { recursive: true });
        writeFileSync(path.join(deployDir, 'remotes/news', version, 'mf-manifest.json'), '{}');
      }
      // A shell to draw pages with: each page names the versions it was drawn with.
      mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
      writeFileSync(path.join(deployDir, 'shell/index.html'), '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>');
      const env = {
        ...schema.env,
        REDIS_URL: redisUrl,
        SIGNING_SECRET: randomBytes(32).toString('hex'),
        DEPLOY_DIR: deployDir,
        SERVE_SITE: '1',
        RELEASE_ALERT_EMAIL: alertTo,
        MAIL_QUEUE_POLL_MS: '50',
        // The looks are the test's own (below), both instances at once each time.
        RELEASE_WATCH_MS: '3600000',
      };
      for (let i = 0; i < 2; i += 1) {
        const config = testConfig(env);
        const database = openDatabase(config.database);
        if (i === 0) await migrateToLatest(database);
        const app = await buildApp({ config, database });
        await connectedToRedis(app);
        instances.push({ app, database });
      }
    });
    afterAll(async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.db.destroy();
      }
      await schema?.cleanup();
      rmSync(deployDir, { recursive: true, force: true });
    });

    it('ends a canary whose page loads report errors once, at 20 page loads: one history row, one mail, the stable version on both', async () => {
      const [a, b] = instances.map((i) => i.app);
      const db = instances[0].database.db;
      // As `release deploy` leaves them: both versions in the store, the stable one released, the other a canary.
      for (const version of [stable, canary]) await addVersion(db, 'news', version);
      await pointRemote(db, 'news', stable);
      await startCanary(db, 'news', canary, 50);
      // Pages drawn by either instance: the versions each names (remote-versions), for a share of `loads` page loads.
      const drawnVersions = async (app: FastifyInstance, loads: number) => {
        const seen = new Set<string>();
        for (let i = 0; i < loads; i += 1) {
          // The home page: the shell's, so the page views counted are not news's (the watch's figures stay the test's).
          const html = (await app.inject({ method: 'GET', url: '/' })).body;
          const json = /<script type="application\/json" id="remote-versions">(.*?)<\/script>/.exec(html)?.[1];
          seen.add((JSON.parse(json ?? '{}') as Record<string, string>).news);
        }
        return [...seen].sort();
      };
      // Both instances read the canary from the database: at 50 %, 30 page loads each draw both versions.
      expect(await drawnVersions(a, 30)).toEqual([entry(stable), entry(canary)].sort());
      expect(await drawnVersions(b, 30)).toEqual([entry(stable), entry(canary)].sort());
      const send = (
        app: FastifyInstance,
        pageLoad: string,
        version: string,
        events: object[] = [{ type: 'error', message: 'Boom', source: fileOf(version) }],
      ) =>
        app.inject({
          method: 'POST',
          url: telemetryPath,
          payload: {
            pageLoad,
            route: '/news',
            remote: 'news',
            versions: { news: entry(version) },
            events,
          },
          remoteAddress: visitorIp(),
        });
      // The stable version has this error too, now and then (one page load in its first): no new error, so
      // the error-rate test decides, not the new-error path.
      await send(b, a.telemetry.pageLoad({ news: entry(stable) }, 'news', '/news', visitorIp())!, stable);

      const ended: Array<{ pageLoads: number; by: string }> = [];
      let pageLoads = 1;
      for (let pair = 0; pair < 15 && (await canaryOf(db, 'news')); pair += 1) {
        // A canary page load drawn by one instance reports to the other; a clean stable one beside it, whose
        // first beacon (a page view, no error) is what makes it a page view for the watch.
        const drawnBy = pair % 2 ? b : a;
        await send(pair % 2 ? a : b, drawnBy.telemetry.pageLoad({ news: entry(canary) }, 'news', '/news', visitorIp())!, canary);
        await send(drawnBy, drawnBy.telemetry.pageLoad({ news: entry(stable) }, 'news', '/news', visitorIp())!, stable, [{ type: 'pageview' }]);
        pageLoads += 2;
        await Promise.all([a.telemetry.flush(), b.telemetry.flush()]);
        // Both instances look at the same moment, as their timers may.
        const [byA, byB] = await Promise.all([a.telemetry.watch(), b.telemetry.watch()]);
        for (const [by, rolled] of [
          ['a', byA],
          ['b', byB],
        ] as const)
          for (let i = 0; i < rolled.length; i += 1) ended.push({ pageLoads, by });
      }

      expect(ended).toHaveLength(1);
      // 10 canary page loads, all with errors, against 1 of 11 stable ones: the first look past the 10-page-load floor.
      expect(ended[0].pageLoads).toBeGreaterThanOrEqual(18);
      expect(ended[0].pageLoads).toBeLessThanOrEqual(24);
      expect(await canaryOf(db, 'news')).toBeUndefined();
      expect(await readReleaseState(db)).toEqual(expect.objectContaining({ stable: { news: stable }, canaries: {} }));
      const rows = await db.selectFrom('release_history').selectAll().where('action', '=', 'auto-rollback').execute();
      expect(rows).toEqual([expect.objectContaining({ actor: 'release-watch', remote: 'news', version: canary })]);
      expect(JSON.parse(rows[0].figures!)).toEqual(expect.objectContaining({ canaryErrorPageLoads: 10 }));

      // Every later page load of either instance gets the stable version.
      expect(await drawnVersions(a, 20)).toEqual([entry(stable)]);
      expect(await drawnVersions(b, 20)).toEqual([entry(stable)]);

      // One alert, whichever instance's mail worker delivers it; a look later by either instance changes nothing.
      const alerts = () => db.selectFrom('mail_outbox').select('subject').where('to_address', '=', alertTo).execute();
      await waitFor(async () => (await alerts()).length > 0, 'the alert mail', 20_000);
      expect(await Promise.all([a.telemetry.watch(), b.telemetry.watch()])).toEqual([[], []]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await alerts()).map((m) => m.subject)).toEqual([`Canary rolled back: news ${canary}`]);
      const audit = await db.selectFrom('staff_audit').select('action').where('action', '=', 'release.auto-rollback').execute();
      expect(audit).toHaveLength(1);
    });

    it('lets one holder of the watch’s lease act at a time, on separate connections at once, and another take over when it lapses', async () => {
      // Each lease on its own instance's connection pool, as on two machines.
      const [first, second] = instances.map(({ database }) => releaseLease(database.db, 'lease-test', 1000));
      for (let round = 0; round < 10; round += 1) {
        const held = await Promise.all([first.take(), second.take()]);
        expect(held.filter(Boolean)).toHaveLength(1);
      }
      const holder = (await Promise.all([first.take(), second.take()]))[0] ? first : second;
      const other = holder === first ? second : first;
      expect(await other.take()).toBe(false);
      // The holder stops looking (a crash): its lease runs out and the other instance takes it.
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(await other.take()).toBe(true);
      expect(await holder.take()).toBe(false);
      // Handed back on close: taken again at once.
      await other.release();
      expect(await holder.take()).toBe(true);
    });
  });
});
