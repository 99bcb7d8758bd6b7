import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { telemetryPath } from '@tenants/shared/model';
import { pointRemote } from '../../../../scripts/lib/deploy.mjs';
import { canaryOf, readHistory, startCanary } from '../../../../scripts/lib/releases.mjs';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';

// Browsers' reports (docs/product/telemetry.md) and the canary watch that reads them.

const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-telemetry-'));
for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb']) {
  mkdirSync(path.join(deployDir, 'remotes/news', version), { recursive: true });
  writeFileSync(path.join(deployDir, 'remotes/news', version, 'mf-manifest.json'), '{}');
}
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));
const entry = (version: string) => `/remotes/news/${version}/mf-manifest.json`;

const report = (version: string, events: object[], extra: object = {}) => ({
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

describeEachDatabase(
  'telemetry',
  (suite) => {
    beforeEach(async () => {
      await suite.app.telemetry.flush();
      for (const table of ['telemetry_counts', 'telemetry_vitals', 'telemetry_errors'] as const) await suite.database.db.deleteFrom(table).execute();
    });

    it('takes a beacon as JSON or text/plain, and stores per-minute counts by remote version, nothing personal', async () => {
      const beacon = report('1.0.0-aaaaaaaa', [
        { type: 'pageview' },
        {
          type: 'error',
          message: 'Cannot read properties of undefined (reading "x") for jo@example.com',
          source: 'http://127.0.0.1/remotes/news/1.0.0-aaaaaaaa/news-article.js?x=1',
        },
        { type: 'vital', name: 'INP', value: 180 },
        { type: 'vital', name: 'CLS', value: 0.02 },
      ]);
      expect((await send(suite, beacon)).json()).toEqual({ success: true });
      expect((await send(suite, JSON.stringify(beacon), 'text/plain;charset=UTF-8')).statusCode).toBe(200);
      await suite.app.telemetry.flush();
      const counts = await suite.database.db.selectFrom('telemetry_counts').select(['remote', 'version', 'route', 'kind', 'count']).orderBy('kind').execute();
      expect(counts).toEqual([
        { remote: 'news', version: '1.0.0-aaaaaaaa', route: '/news', kind: 'error', count: 2 },
        { remote: 'news', version: '1.0.0-aaaaaaaa', route: '/news', kind: 'pageview', count: 2 },
      ]);
      const vitals = await suite.database.db.selectFrom('telemetry_vitals').select(['name', 'bucket', 'count']).orderBy('name').execute();
      expect(vitals).toEqual([
        { name: 'CLS', bucket: 25, count: 2 },
        { name: 'INP', bucket: 200, count: 2 },
      ]);
      const [error] = await suite.database.db.selectFrom('telemetry_errors').selectAll().execute();
      expect(error).toMatchObject({
        remote: 'news',
        version: '1.0.0-aaaaaaaa',
        message: 'Cannot read properties of undefined (reading "x") for [email]',
        count: 2,
      });
    });

    it.each([
      ['not JSON', 'this is not json', 'text/plain', 400],
      ['no events', JSON.stringify(report('1.0.0-aaaaaaaa', [])), 'application/json', 400],
      ['an unknown event', JSON.stringify(report('1.0.0-aaaaaaaa', [{ type: 'keystroke', key: 'a' }])), 'application/json', 400],
      [
        'a route with a query string',
        JSON.stringify(report('1.0.0-aaaaaaaa', [{ type: 'pageview' }], { route: '/news?email=jo@example.com' })),
        'application/json',
        400,
      ],
      ['a vital out of range', JSON.stringify(report('1.0.0-aaaaaaaa', [{ type: 'vital', name: 'LCP', value: -1 }])), 'application/json', 400],
      [
        'more than 16 kB',
        JSON.stringify(report('1.0.0-aaaaaaaa', [{ type: 'error', message: 'x'.repeat(900) }], { padding: 'y'.repeat(17_000) })),
        'text/plain',
        413,
      ],
    ])('refuses %s with %d in the error shape, storing nothing', async (_case, body, type, status) => {
      const res = await send(suite, body, type);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      await suite.app.telemetry.flush();
      expect(await suite.database.db.selectFrom('telemetry_counts').selectAll().execute()).toEqual([]);
    });

    it('limits a client’s beacons (RATE_LIMIT_TELEMETRY), not other clients’', async () => {
      const from = visitorIp();
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await send(suite, report('1.0.0-aaaaaaaa', [{ type: 'pageview' }]), 'application/json', from)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await send(suite, report('1.0.0-aaaaaaaa', [{ type: 'pageview' }]))).statusCode).toBe(200);
    });

    it('rolls a canary back when its errors run past the stable version’s, says why with the figures, and mails the alert', async () => {
      pointRemote(deployDir, 'news', '1.0.0-aaaaaaaa');
      startCanary(deployDir, 'news', '1.1.0-bbbbbbbb', 50);
      // Stable: 10 clean page views. Canary: 4 page views, each with an error from its own file.
      for (let i = 0; i < 10; i += 1) await send(suite, report('1.0.0-aaaaaaaa', [{ type: 'pageview' }]));
      expect(await suite.app.telemetry.watch()).toEqual([]);
      for (let i = 0; i < 4; i += 1) {
        await send(
          suite,
          report('1.1.0-bbbbbbbb', [
            { type: 'pageview' },
            { type: 'error', message: 'Boom', source: `http://h${entry('1.1.0-bbbbbbbb').replace('mf-manifest.json', 'main.js')}` },
          ]),
        );
      }
      await suite.app.telemetry.flush();
      const [rolledBack] = await suite.app.telemetry.watch();
      expect(rolledBack).toMatchObject({
        remote: 'news',
        version: '1.1.0-bbbbbbbb',
        figures: { canaryPageViews: 4, stablePageViews: 10, canaryErrorsPer1000: 1000, stableErrorsPer1000: 0 },
      });
      expect(canaryOf(deployDir, 'news')).toBeUndefined();
      expect(readHistory(deployDir, 'news').at(-1)).toMatchObject({
        actor: 'release-watch',
        action: 'auto-rollback',
        version: '1.1.0-bbbbbbbb',
        figures: { canaryErrorsPer1000: 1000 },
      });
      const alert = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'releases@tenants.example').execute();
      expect(alert.map((m) => m.subject)).toContain('Canary rolled back: news 1.1.0-bbbbbbbb');
      // Watching again finds nothing to do.
      expect(await suite.app.telemetry.watch()).toEqual([]);
    });

    it('leaves a canary alone while it has too few page views to judge, or holds up', async () => {
      pointRemote(deployDir, 'news', '1.0.0-aaaaaaaa');
      startCanary(deployDir, 'news', '1.1.0-bbbbbbbb', 50);
      await send(suite, report('1.1.0-bbbbbbbb', [{ type: 'pageview' }, { type: 'error', message: 'Boom' }]));
      await suite.app.telemetry.flush();
      expect(await suite.app.telemetry.watch()).toEqual([]);
      // Judged once it has enough page views: 1 error in 11 against the stable version's 3 in 30 holds up.
      for (let i = 0; i < 10; i += 1) await send(suite, report('1.1.0-bbbbbbbb', [{ type: 'pageview' }]));
      for (let i = 0; i < 30; i += 1)
        await send(suite, report('1.0.0-aaaaaaaa', i < 3 ? [{ type: 'pageview' }, { type: 'rejection', message: 'Network' }] : [{ type: 'pageview' }]));
      await suite.app.telemetry.flush();
      expect(await suite.app.telemetry.watch()).toEqual([]);
      expect(canaryOf(deployDir, 'news')?.version).toBe('1.1.0-bbbbbbbb');
    });
  },
  {
    env: {
      DEPLOY_DIR: deployDir,
      SERVE_SITE: '0',
      RATE_LIMIT_TELEMETRY: '3',
      RELEASE_MIN_PAGE_VIEWS: '3',
      RELEASE_ALERT_EMAIL: 'releases@tenants.example',
    },
  },
);
