import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, healthPath, newsletterPath } from '@tenants/shared/model';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { unavailableMessage } from '../../src/plugins/error-handler';
import { databaseDownMessage } from '../../src/modules/health';
import { captureLogs, describeWithPostgres, preparePostgresSchema, testConfig, visitorIp } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { uniqueEmail } from '../fakes/people';
import { startTcpProxy } from '../fakes/tcp-proxy';

jest.setTimeout(60_000);

const expectUnavailable = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(503);
  expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message: unavailableMessage, errors: [{ message: unavailableMessage }] });
  expect(res.headers['retry-after']).toBe('5');
};

/** How long a call took, with its answer. */
async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await call();
  return { ms: Date.now() - started, value };
}

describeWithPostgres('the API with PostgreSQL going away mid-run (a TCP proxy cut and restored)', (url) => {
  const logs = captureLogs();
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let schema: Awaited<ReturnType<typeof preparePostgresSchema>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const timeoutMs = 1500;

  beforeAll(async () => {
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    schema = await preparePostgresSchema();
    const throughProxy = new URL(url);
    throughProxy.port = String(proxy.port);
    const config = testConfig({ ...schema.env, DATABASE_URL: throughProxy.toString(), DATABASE_TIMEOUT_MS: String(timeoutMs), LOG_LEVEL: 'warn' });
    database = openDatabase(config.database);
    await migrateToLatest(database);
    app = await buildApp({ config, database, logStream: logs.stream, resolver: fakeDns(testZones).resolver });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
    await proxy?.close();
    await schema?.cleanup();
  });

  const subscribe = () => app.inject({ method: 'POST', url: newsletterPath, payload: { email: uniqueEmail() }, remoteAddress: visitorIp() });
  const health = () => app.inject({ method: 'GET', url: healthPath });

  it('answers normally while the database is there, and says so in /api/health', async () => {
    expect((await subscribe()).statusCode).toBe(200);
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.database).toMatchObject({ status: 'up', dialect: 'postgres' });
  });

  it('with the server cut off: 503 with a clear message and Retry-After, at once, for every request', async () => {
    await proxy.down();
    const answers = await timed(() => Promise.all(Array.from({ length: 8 }, subscribe)));
    for (const res of answers.value) expectUnavailable(res);
    expect(answers.ms).toBeLessThan(timeoutMs * 2);

    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ success: false, message: databaseDownMessage, checks: { database: { status: 'down' } } });
  });

  it('comes back by itself once the server is reachable again', async () => {
    await proxy.up();
    expect((await subscribe()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  });

  it('with a network that drops everything silently: 503 within the timeout, never a hang', async () => {
    // Warm connections exist in the pool; from now on nothing comes back on them, nor on new ones.
    expect((await subscribe()).statusCode).toBe(200);
    proxy.silent();
    const answers = await timed(() => Promise.all([subscribe(), subscribe(), subscribe()]));
    for (const res of answers.value) expectUnavailable(res);
    // The statement limit plus the client's own margin, at most.
    expect(answers.ms).toBeLessThan(timeoutMs + 2000 + 1500);
    const check = await timed(health);
    expect(check.value.statusCode).toBe(503);
    expect(check.ms).toBeLessThan(3500);
  });

  it('comes back after the silent outage too: the dead connections were not kept', async () => {
    await proxy.down();
    await proxy.up();
    const answers = await timed(() => Promise.all([subscribe(), subscribe(), subscribe()]));
    expect(answers.value.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.ms).toBeLessThan(1500);
  });

  it('logs the outage without a stack trace per request', () => {
    const lines = logs.entries.filter((e) => e.msg === 'database unavailable; answered 503');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toHaveProperty('err');
    expect(logs.entries.filter((e) => e.msg === 'unexpected error')).toEqual([]);
  });
});
