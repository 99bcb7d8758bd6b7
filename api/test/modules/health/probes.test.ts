import { healthPath } from '@tenants/shared/model';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/database';
import { buildTestApp, captureLogs, describeEachDatabase, testConfig } from '../../helper';

// What a load balancer and an operator ask of each instance: is it alive, can it serve, which request was it.

describeEachDatabase('/livez and /readyz', (suite) => {
  it('/livez answers 200 while the process serves, and /readyz 200 on a migrated, reachable database', async () => {
    const live = await suite.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, status: 'live' });
    const ready = await suite.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 with the reason when migrations have not run, /livez still 200', async () => {
    // A new build started beside the old schema: the database answers, the tables are not there yet.
    const config = testConfig(suite.dialect === 'postgres' ? { ...suite.env, DATABASE_SCHEMA: `${suite.env.DATABASE_SCHEMA}_none` } : {});
    const database = openDatabase(config.database);
    if (suite.dialect === 'postgres') await database.pool!.query(`create schema ${suite.env.DATABASE_SCHEMA}_none`);
    const app = await buildApp({ config, database });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ success: false, message: 'Not ready: migrations', reasons: ['migrations'] });
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
      if (suite.dialect === 'postgres') await database.pool!.query(`drop schema ${suite.env.DATABASE_SCHEMA}_none cascade`);
      await database.db.destroy();
    }
  });
});

describeEachDatabase('/readyz names failing checks only', (suite) => {
  afterEach(() => {
    suite.app.healthChecks.splice(0, suite.app.healthChecks.length, ...suite.app.healthChecks.filter((check) => check.name !== 'registry'));
  });

  it('a check whose error names an internal address is answered by its name alone', async () => {
    // Issue 50: the public answer carried "connect ECONNREFUSED 127.0.0.1:…" from the registry's check.
    suite.app.healthChecks.push({
      name: 'registry',
      critical: false,
      run: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    });
    const ready = await suite.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.9' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, message: 'Not ready: registry', reasons: ['registry'] });
    expect(ready.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|5432/);
  });
});

describe('/readyz with the database away', () => {
  it('answers 503 naming the database (and nothing of its address), while /livez answers 200', async () => {
    // A PostgreSQL server that is not there: nothing listens on port 1.
    const app = await buildTestApp({ DATABASE_URL: 'postgres://app@127.0.0.1:1/tenants', DATABASE_TIMEOUT_MS: '1000' });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      expect(ready.json()).toEqual({ success: false, message: 'Not ready: database', reasons: ['database'] });
      expect(ready.body).not.toContain('127.0.0.1');
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('/api/health shows its checks to operators only', () => {
  it('gives anyone a bare up/down, and the checks only with the metrics token', async () => {
    const app = await buildTestApp({ METRICS_TOKEN: 'operators-token-0123456789' });
    try {
      const bare = await app.inject({ method: 'GET', url: healthPath, remoteAddress: '203.0.113.9' });
      expect(bare.statusCode).toBe(200);
      expect(bare.json()).toEqual({ success: true, status: expect.stringMatching(/^(ok|degraded)$/), database: 'sqlite' });
      // This machine is no operator when a token is set (a proxy on it makes every visitor local).
      expect((await app.inject({ method: 'GET', url: healthPath })).json()).not.toHaveProperty('checks');
      const full = await app.inject({ method: 'GET', url: healthPath, headers: { authorization: 'Bearer operators-token-0123456789' } });
      expect(full.json()).toMatchObject({ success: true, checks: { database: { status: 'up', dialect: 'sqlite' } } });
    } finally {
      await app.close();
    }
  });

  it('answers a bare 503 to a visitor when the database is away', async () => {
    const app = await buildTestApp({ DATABASE_URL: 'postgres://app@127.0.0.1:1/tenants', DATABASE_TIMEOUT_MS: '1000' });
    try {
      const res = await app.inject({ method: 'GET', url: healthPath, remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'The database is unreachable.', errors: [{ message: 'The database is unreachable.' }] });
    } finally {
      await app.close();
    }
  });
});

describe('X-Request-Id', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('honours a sane incoming id: echoed in the answer and in the request’s log lines', async () => {
    const logs = captureLogs();
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      const res = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'edge-7f3a9c21.trace:01' } });
      expect(res.headers['x-request-id']).toBe('edge-7f3a9c21.trace:01');
      const lines = logs.entries.filter((entry) => entry.url === '/livez');
      expect(lines).toHaveLength(1);
      expect(lines[0].reqId).toBe('edge-7f3a9c21.trace:01');
    } finally {
      await app.close();
    }
  });

  it('generates a random UUID when the id is absent, too long or not a plain token', async () => {
    const app = await buildTestApp();
    try {
      for (const given of [undefined, 'x'.repeat(129), 'id with spaces', 'forged\nlog line', 'short']) {
        const res = await app.inject({ method: 'GET', url: '/livez', headers: given === undefined ? {} : { 'x-request-id': given } });
        expect(res.headers['x-request-id']).toMatch(uuid);
      }
    } finally {
      await app.close();
    }
  });

  it('never repeats across two instances (per-process counters did: req-1 on each)', async () => {
    const [one, two] = await Promise.all([buildTestApp(), buildTestApp()]);
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 20; i++) {
        for (const app of [one, two]) ids.add(String((await app.inject({ method: 'GET', url: '/livez' })).headers['x-request-id']));
      }
      expect(ids.size).toBe(40);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
