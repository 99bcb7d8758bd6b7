import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { healthPath } from '@tenants/shared/model';
import { helmetOptions } from '../../src/plugins/helmet';
import { startScriptSource } from '../../src/site/start-script';
import { buildTestApp, visitorIp } from '../helper';

/** Headers every answer has whoever sends it; the rest of a stock answer's headers are helmet's. */
const generic = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/** helmet's headers of an answer, in the order sent, with their values. */
const helmetHeaders = (res: LightMyRequestResponse, names: string[]) => Object.entries(res.headers).filter(([name]) => names.includes(name));

/**
 * The app builds helmet's middleware once instead of per request (plugins/helmet.ts): its headers must be
 * those @fastify/helmet sends when it is registered the usual way with the same options, on a route without
 * options of its own, on one with its own (the guides' PDF, without CSP) and on a 404.
 */
describe.each(['', 'https://api.tenants.example'])('helmet headers (PUBLIC_API_BASE=%j)', (publicApiBase) => {
  let app: FastifyInstance;
  let stock: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_API_BASE: publicApiBase });
    stock = Fastify();
    await stock.register(helmet, helmetOptions(publicApiBase, [startScriptSource]));
    stock.get(healthPath, async () => ({ ok: true }));
    stock.get('/api/guides/:slug/download', { helmet: { contentSecurityPolicy: false } }, async (_request, reply) => reply.code(401).send({ ok: false }));
  });
  afterAll(async () => {
    await app.close();
    await stock.close();
  });

  it.each([
    ['a route without options of its own', healthPath],
    ['a route with its own (no CSP on the guides’ PDF)', '/api/guides/lease-renewals/download'],
    ['a missing route', '/api/no-such-route'],
  ])('are the stock plugin’s on %s', async (_what, url) => {
    const expected = await stock.inject({ method: 'GET', url });
    const actual = await app.inject({ method: 'GET', url, remoteAddress: visitorIp() });
    const names = Object.keys(expected.headers).filter((name) => !generic.has(name));
    expect(names.length).toBeGreaterThan(8);
    expect(helmetHeaders(actual, names)).toEqual(helmetHeaders(expected, names));
    expect(actual.headers['content-security-policy'] === undefined).toBe(url.endsWith('/download'));
  });
});
