import type { FastifyInstance } from 'fastify';
import { validateEmailPath } from '@tenants/shared/model';
import { buildTestApp, captureLogs, visitorIp } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { freePort, waitFor } from '../fakes/net';
import { describeWithRedisServer, startRedis } from '../fakes/redis-server';

const limit = 3;
const resolver = fakeDns(testZones).resolver;
const check = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: validateEmailPath, payload: { email: 'jo@example.com' }, remoteAddress: ip });

/** `count` checks from one address, alternating between the instances; the statuses. */
async function burst(apps: FastifyInstance[], ip: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await check(apps[i % apps.length], ip)).statusCode);
  return statuses;
}

const allowed = Array(limit).fill(200);
const messages = (logs: ReturnType<typeof captureLogs>) => logs.entries.map((e) => e.msg);

describe('rate limits with REDIS_URL pointing where nothing listens', () => {
  it('count in this process from the first request, with one warning', async () => {
    const logs = captureLogs();
    const app = await buildTestApp(
      { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LIMIT_VALIDATE: String(limit), LOG_LEVEL: 'warn' },
      { resolver, logStream: logs.stream },
    );
    try {
      const started = Date.now();
      expect(await burst([app], visitorIp(), limit + 2)).toEqual([...allowed, 429, 429]);
      // Requests do not wait for the missing Redis (waiting would cost a command timeout, 1 s, each: 5 s).
      expect(Date.now() - started).toBeLessThan(3000);
      expect(messages(logs).filter((m) => m === 'Redis unavailable: rate limits count in this process until it is back')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describeWithRedisServer('rate limits through a Redis outage (a redis-server of the test’s own)', () => {
  jest.setTimeout(30_000);
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const logs = captureLogs();
  const unavailable = () => messages(logs).filter((m) => m === 'Redis unavailable: rate limits count in this process until it is back');
  const back = () => messages(logs).filter((m) => m === 'Redis is back: rate limits are shared again');

  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_VALIDATE: String(limit), LOG_LEVEL: 'info' };
    // Two API instances on one Redis, as behind a load balancer.
    first = await buildTestApp(env, { resolver, logStream: logs.stream });
    second = await buildTestApp(env, { resolver, logStream: logs.stream });
    await Promise.all([first.ready(), second.ready()]);
    // Each start waits 2 s at most for its first connection: on a loaded machine it can come later, and a
    // count made before it would be this process's own.
    const redisUp = async (app: FastifyInstance) => (await app.healthChecks.find((c) => c.name === 'redis')!.run()).status === 'up';
    await waitFor(async () => (await redisUp(first)) && (await redisUp(second)), 'both instances to connect to Redis');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  it('shares the count between instances while Redis is up', async () => {
    const ip = visitorIp();
    expect(await burst([first, second], ip, limit + 2)).toEqual([...allowed, 429, 429]);
  });

  it('with Redis gone, each instance counts on its own: limited, never unlimited', async () => {
    // A start that missed the connect deadline on a loaded machine has already logged one outage and one
    // return: count this outage's warnings only.
    const earlier = unavailable().length;
    await redis.stop();
    await waitFor(() => unavailable().length - earlier === 2, 'both instances to see Redis gone');

    const ip = visitorIp();
    const started = Date.now();
    expect(await burst([first], ip, limit + 1)).toEqual([...allowed, 429]);
    // The other instance has counted nothing of this address: shared counting is what Redis is for.
    expect(await burst([second], ip, limit + 1)).toEqual([...allowed, 429]);
    // Waiting for Redis would cost a command timeout (1 s) per request: 8 s. The margin holds on a busy machine.
    expect(Date.now() - started).toBeLessThan(4000);
    // One warning per instance for the whole outage, however many requests and reconnect attempts.
    await new Promise((r) => setTimeout(r, 1000));
    expect(unavailable().length - earlier).toBe(2);
  });

  it('with Redis back, counting is shared again without a restart', async () => {
    const earlier = back().length;
    await redis.start();
    await waitFor(() => back().length - earlier === 2, 'both instances to reconnect');

    const ip = visitorIp();
    expect(await burst([first, second], ip, limit + 2)).toEqual([...allowed, 429, 429]);
  });
});
