import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { healthPath, healthResponseSchema } from '@tenants/shared/model';
import type { AppOptions } from '../../../src/app';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrate';
import { healthReportSchema } from '../../../src/modules/health';
import { addVersion, pointStable } from '../../../src/modules/releases/release-state';
import { describeEachDatabase, describeWithRedis, testConfig } from '../../helper';
import { deniedDns, fakeDns, testZones } from '../../fakes/dns';
import { freePort } from '../../fakes/net';

const resolver = fakeDns(testZones).resolver;

/** An app on a migrated in-memory database (the mail queue's table included), closed with it. */
async function buildTestApp(env: Record<string, string>, options: Omit<AppOptions, 'config' | 'database'>) {
  const config = testConfig(env);
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const app = await buildApp({ ...options, config, database });
  app.addHook('onClose', async () => database.db.destroy());
  return app;
}

describeEachDatabase(
  'GET /api/health',
  (suite) => {
    it('reports ok, which database answered, and each dependency', async () => {
      const res = await suite.app.inject({ method: 'GET', url: healthPath });

      expect(res.statusCode).toBe(200);
      // Still the shared contract's answer, for the load balancer and the e2e site's wait.
      expect(healthResponseSchema.parse(res.json())).toMatchObject({ success: true, status: 'ok', database: suite.dialect });
      const report = healthReportSchema.parse(res.json());
      expect(report.checks).toEqual({
        database: expect.objectContaining({ status: 'up', dialect: suite.dialect, latencyMs: expect.any(Number) }),
        mailQueue: { status: 'up', pending: 0, dead: 0, oldestPendingAt: null },
        dns: { status: 'up', state: 'usable' },
      });
    });

    it('counts the mail waiting in the queue', async () => {
      await suite.database.db
        .insertInto('mail_queue')
        .values({
          id: 'health-check-mail',
          kind: 'enquiry-receipt',
          to_address: 'jo@example.com',
          reply_to: null,
          subject: 's',
          text_body: 't',
          html_body: 'h',
          status: 'pending',
          attempts: 1,
          next_attempt_at: '2999-01-01T00:00:00.000Z',
          locked_until: null,
          last_error: 'ECONNREFUSED',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      const report = healthReportSchema.parse((await suite.app.inject({ method: 'GET', url: healthPath })).json());
      expect(report.checks?.mailQueue).toMatchObject({ status: 'up', pending: 1, dead: 0 });
      await suite.database.db.deleteFrom('mail_queue').where('id', '=', 'health-check-mail').execute();
    });
  },
  { options: { resolver } },
);

describe('GET /api/health, degraded', () => {
  let deployDir: string;
  beforeAll(() => {
    deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-health-'));
  });
  afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

  it('reports the stable version of each remote in the release state, and degraded while none is released', async () => {
    const app = await buildTestApp({ SERVE_SITE: '1', DEPLOY_DIR: deployDir }, { resolver });
    try {
      const missing = await app.inject({ method: 'GET', url: healthPath });
      expect(missing.statusCode).toBe(200);
      expect(missing.json()).toMatchObject({
        status: 'degraded',
        checks: { registry: { status: 'down', reason: 'no remote is released: deploy the remotes' } },
      });

      // The release state is the database's, not a file in this instance's deploy folder.
      writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ news: '/remotes/news/0.0.1-0000/mf-manifest.json' }));
      for (const [remote, version] of [
        ['news', '1.0.0-7ea0a464'],
        ['account', '1.0.0-28ffbaab'],
      ]) {
        await addVersion(app.database.db, remote, version);
        await pointStable(app.database.db, remote, version);
      }
      const present = await app.inject({ method: 'GET', url: healthPath });
      // Released, but this instance holds none of their files: it cannot draw them (issue 54).
      expect(present.json()).toMatchObject({
        status: 'degraded',
        checks: {
          registry: { status: 'up', remotes: { news: '1.0.0-7ea0a464', account: '1.0.0-28ffbaab' } },
          remotes: { status: 'down', reason: expect.stringContaining('news 1.0.0-7ea0a464: its files are not in the release store') },
        },
      });
    } finally {
      await app.close();
    }
  });

  it('is degraded, not down, while Redis is unreachable (limits count in this process)', async () => {
    const app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, { resolver });
    try {
      const res = await app.inject({ method: 'GET', url: healthPath });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'degraded', checks: { redis: { status: 'down', limits: 'counted in this process' } } });
    } finally {
      await app.close();
    }
  });

  it('is degraded while the DNS cannot be believed (e-mail domains go unchecked)', async () => {
    const app = await buildTestApp({}, { resolver: deniedDns().resolver });
    try {
      await app.ready();
      await app.validation.probeDns();
      const res = await app.inject({ method: 'GET', url: healthPath });
      expect(res.json()).toMatchObject({ status: 'degraded', checks: { dns: { status: 'down', state: 'unusable' } } });
    } finally {
      await app.close();
    }
  });
});

describeWithRedis('GET /api/health with Redis', (redisUrl) => {
  it('reports Redis up and the limits shared', async () => {
    const app = await buildTestApp({ REDIS_URL: redisUrl }, { resolver });
    try {
      const res = await app.inject({ method: 'GET', url: healthPath });
      expect(res.json()).toMatchObject({ status: 'ok', checks: { redis: { status: 'up', limits: 'shared' } } });
    } finally {
      await app.close();
    }
  });
});
