import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  apiErrorSchema,
  broadcastAliasPath,
  broadcastPath,
  forgotPasswordPath,
  healthPath,
  newsletterPath,
  registerPath,
  resetPasswordPath,
  validateEmailPath,
  validatePhonePath,
  whatsappPath,
} from '@tenants/shared/model';
import { limitDefaults } from '../../src/config';
import { buildTestApp, describeWithRedis, visitorIp } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';

/** The message names the wait left in the minute's window: "1 minute" at once, "59 seconds" a second later. */
const limitMessage = (seconds: number) =>
  `Too many requests. Please wait ${seconds === 60 ? '1 minute' : seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`;

const expectLimited = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const message = limitMessage(retryAfter);
  expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message, errors: [{ message }] });
};

const checkEmail = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: validateEmailPath, payload: { email: 'jo@example.com' }, remoteAddress: ip });

/** Sends `count` checks from one address, alternating between the given app instances; returns the statuses. */
async function burst(apps: FastifyInstance[], ip: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await checkEmail(apps[i % apps.length], ip)).statusCode);
  return statuses;
}

describe('global rate limit', () => {
  let app: FastifyInstance;
  let deployDir: string;

  beforeAll(async () => {
    deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-deploy-'));
    app = await buildTestApp({ RATE_LIMIT_MAX: '2', SERVE_SITE: '1', DEPLOY_DIR: deployDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  it('answers 429 in the error shape once an address passes the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: healthPath })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expectLimited(await app.inject({ method: 'GET', url: healthPath }));
  });

  it('counts each address on its own', async () => {
    const other = await app.inject({ method: 'GET', url: healthPath, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it('leaves the site files alone (a page load fetches many)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});

describe('per-route limits, in memory (no REDIS_URL)', () => {
  let app: FastifyInstance;
  const max = limitDefaults.validate;

  beforeAll(async () => {
    // A global limit far above the route's: the 429 below can only come from the route's own limit.
    app = await buildTestApp({ RATE_LIMIT_MAX: '1000' }, { resolver: fakeDns(testZones).resolver });
  });
  afterAll(() => app.close());

  it(`lets ${max} checks a minute through and answers the next with 429`, async () => {
    const ip = visitorIp();
    expect(await burst([app], ip, max)).toEqual(Array(max).fill(200));
    expectLimited(await checkEmail(app, ip));
  });

  it('counts each route and each address on its own', async () => {
    const ip = visitorIp();
    await burst([app], ip, max + 1);
    const phone = await app.inject({ method: 'POST', url: validatePhonePath, payload: { telephoneNumber: '07400123456' }, remoteAddress: ip });
    expect(phone.statusCode).toBe(200);
    expect((await checkEmail(app, visitorIp())).statusCode).toBe(200);
  });

  it.each([
    [validateEmailPath, limitDefaults.validate],
    [validatePhonePath, limitDefaults.validate],
    [newsletterPath, limitDefaults.subscribe],
    [broadcastPath, limitDefaults.subscribe],
    [broadcastAliasPath, limitDefaults.subscribe],
    [whatsappPath, limitDefaults.subscribe],
    [registerPath, limitDefaults.register],
    [forgotPasswordPath, limitDefaults.forgotPassword],
    [resetPasswordPath, limitDefaults.resetPassword],
  ])('%s has its own limit', async (url, limit) => {
    // An empty body: refused with 400 after the limit is counted, so nothing is looked up or stored.
    const ip = visitorIp();
    const send = () => app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip });
    for (let i = 0; i < limit; i += 1) expect((await send()).statusCode).toBe(400);
    expectLimited(await send());
  });
});

describeWithRedis('per-route limits in Redis (REDIS_URL)', (redisUrl) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const max = limitDefaults.validate;

  beforeAll(async () => {
    const resolver = fakeDns(testZones).resolver;
    // Two API instances on one Redis, as behind a load balancer.
    first = await buildTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '1000' }, { resolver });
    second = await buildTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '1000' }, { resolver });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it(`shares the count between instances: check number ${max + 1} in a minute gets 429`, async () => {
    // A fresh address per run: Redis keeps counters across test runs for the rest of the minute.
    const ip = visitorIp();
    expect(await burst([first, second], ip, max)).toEqual(Array(max).fill(200));
    expectLimited(await checkEmail(first, ip));
    expectLimited(await checkEmail(second, ip));
    expect((await checkEmail(second, visitorIp())).statusCode).toBe(200);
  });

  it('applies the global limit through Redis too', async () => {
    const app = await buildTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '2' });
    try {
      const ip = visitorIp();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: healthPath, remoteAddress: ip })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('still count, in this process, rather than let every request through', async () => {
    const app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_VALIDATE: '1' }, { resolver: fakeDns(testZones).resolver });
    try {
      const ip = visitorIp();
      expect(await burst([app], ip, 3)).toEqual([200, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('who the client is', () => {
  const checks = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: validateEmailPath, payload: { email: 'jo@example.com' }, remoteAddress, headers });

  it('with TRUST_PROXY=1, the address the proxy saw: a client-written X-Forwarded-For cannot choose the key', async () => {
    const app = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_VALIDATE: '3' }, { resolver: fakeDns(testZones).resolver });
    try {
      const proxy = '192.0.2.1';
      const client = visitorIp();
      const statuses = [];
      // The client writes a new address into each request; the proxy appends the one it really saw.
      for (let i = 0; i < 5; i += 1) statuses.push((await checks(app, proxy, { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, only that proxy’s header is believed', async () => {
    const app = await buildTestApp({ TRUST_PROXY: '192.0.2.1', RATE_LIMIT_VALIDATE: '2' }, { resolver: fakeDns(testZones).resolver });
    try {
      const direct = visitorIp();
      // A client talking to us directly cannot pose as others: its own address is the key.
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await checks(app, direct, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      // Through the named proxy, each visitor counts apart.
      expect((await checks(app, '192.0.2.1', { 'x-forwarded-for': visitorIp() })).statusCode).toBe(200);
      expect((await checks(app, '192.0.2.1', { 'x-forwarded-for': visitorIp() })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts an IPv6 client per /64, so a fresh address per request gets no fresh limit', async () => {
    const app = await buildTestApp({ RATE_LIMIT_VALIDATE: '2' }, { resolver: fakeDns(testZones).resolver });
    try {
      const statuses = [];
      for (let i = 1; i <= 3; i += 1) statuses.push((await checks(app, `2001:db8:77:1::${i.toString(16)}`)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await checks(app, '2001:db8:77:2::1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('takes each route’s limit from RATE_LIMIT_<NAME>', async () => {
    const app = await buildTestApp({ RATE_LIMIT_VALIDATE: '1' }, { resolver: fakeDns(testZones).resolver });
    try {
      const ip = visitorIp();
      expect((await checks(app, ip)).statusCode).toBe(200);
      expectLimited(await checks(app, ip));
    } finally {
      await app.close();
    }
  });
});
