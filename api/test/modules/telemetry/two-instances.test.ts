import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { telemetryPath } from '@tenants/shared/model';
import { buildTestApp, describeWithRedis, visitorIp } from '../../helper';

// Behind a load balancer a page drawn by one instance reports to any: the page-load id is checked with the
// shared SIGNING_SECRET, and its budget is spent in Redis, once for all instances.

describeWithRedis('a page load’s reports across two instances', (redisUrl) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let stranger: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, SIGNING_SECRET: randomBytes(32).toString('hex'), TELEMETRY_REPORTS_PER_PAGE_LOAD: '3' };
    // One after the other: each is ready once its Redis connection is (before, it would count in memory).
    const apps: FastifyInstance[] = [];
    for (const made of [env, env, { ...env, SIGNING_SECRET: randomBytes(32).toString('hex') }]) {
      const app = await buildTestApp(made);
      await app.ready();
      apps.push(app);
    }
    [a, b, stranger] = apps;
    // Three apps, each migrating its own database: seconds on a busy 2-core machine, past Jest's 5 s.
  }, 30_000);
  afterAll(() => Promise.all([a, b, stranger].map((app) => app?.close())));

  const beacon = (app: FastifyInstance, pageLoad: string) =>
    app.inject({
      method: 'POST',
      url: telemetryPath,
      payload: { pageLoad, route: '/', versions: {}, events: [{ type: 'error', message: 'Boom' }] },
      remoteAddress: visitorIp(),
    });

  it('takes the id on either instance and spends one budget for both; an instance with another key refuses it', async () => {
    const id = a.telemetry.pageLoad({}, undefined, '/')!;
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await beacon(app, id)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await beacon(stranger, a.telemetry.pageLoad({}, undefined, '/')!)).statusCode).toBe(400);
  });
});
