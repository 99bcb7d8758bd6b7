import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { telemetryPath } from '@tenants/shared/model';
import { startTcpProxy } from '../fakes/tcp-proxy';
import { freePort } from '../fakes/net';
import { buildTestApp, describeEachDatabase, describeWithRedis } from '../helper';

// Operators' measures (README, Running in production): Prometheus text at /metrics, for this machine or a token.

describeEachDatabase('GET /metrics', (suite) => {
  it('answers this machine with requests by route and status, latency, mail queue depth and telemetry taken in', async () => {
    const { app } = suite;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'POST', url: '/api/validate/email', payload: { nothing: true } });
    await app.inject({
      method: 'POST',
      url: telemetryPath,
      payload: {
        pageLoad: app.telemetry.pageLoad({}, 'news', '/news'),
        route: '/news',
        remote: 'news',
        versions: {},
        events: [{ type: 'pageview' }, { type: 'vital', name: 'LCP', value: 900 }],
      },
    });
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_requests_total\{route="\/api\/health",method="GET",status="200"\} 1/);
    expect(res.body).toMatch(/http_requests_total\{route="\/api\/validate\/email",method="POST",status="400"\} 1/);
    // Latency as a histogram: the one health request is counted in the +Inf bucket and the count, whatever it
    // took (under load it can take more than any finite bucket), and its time is in the sum.
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/health",method="GET"\} 1/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{route="\/api\/health",method="GET"\} 1/);
    const took = res.body.match(/^http_request_duration_seconds_sum\{route="\/api\/health",method="GET"\} (\S+)$/m)?.[1];
    expect(Number(took)).toBeGreaterThan(0);
    expect(res.body).toMatch(/mail_queue_depth\{status="pending"\} \d+/);
    expect(res.body).toMatch(/telemetry_events_total 2/);
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('gives the build, the database, its pool and the mail queue’s oldest wait as measures', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.body).toMatch(/app_build_info\{version="[^"]+",node="v\d+[^"]*"\} 1/);
    expect(res.body).toMatch(/^db_up 1$/m);
    expect(res.body).toMatch(/^mail_queue_oldest_pending_seconds \d+(\.\d+)?$/m);
    if (suite.dialect === 'postgres') expect(res.body).toMatch(/db_pool_connections\{state="open"\} [1-9]/);
    else expect(res.body).not.toMatch(/db_pool_connections\{/);
    // No Redis in this suite: no series rather than a false 0.
    expect(res.body).not.toMatch(/^redis_up /m);
  });

  it('is not there for anyone else (no proxy can make a visitor look local)', async () => {
    const { app } = suite;
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: 'scrape-me-0123456789abcdef' });
  });
  afterAll(() => app.close());

  it('answers the bearer of the token from anywhere, and no one else, this machine included', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer scrape-me-0123456789abcdef' } }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('GET /metrics in production, behind a reverse proxy on the same machine', () => {
  // nginx's plain `proxy_pass` forwards every visitor from 127.0.0.1 and adds no X-Forwarded-For.
  const production = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32), MAIL_OUTBOX: '1', MAIL_OUTBOX_VIEWER: '1' };
  const through = async (env: Record<string, string>, requests: Array<{ url: string; authorization?: string }>) => {
    const app = await buildTestApp({ ...production, ...env });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port });
    try {
      const statuses = [];
      for (const { url, authorization } of requests) {
        const res = await fetch(`http://127.0.0.1:${proxy.port}${url}`, { headers: authorization ? { authorization } : {} });
        statuses.push(res.status);
      }
      return statuses;
    } finally {
      await proxy.close();
      await app.close();
    }
  };

  it('refuses a visitor whose request the proxy brings from 127.0.0.1 without X-Forwarded-For, and the dev outbox is not there', async () => {
    expect(await through({}, [{ url: '/metrics' }, { url: '/api/dev/outbox?format=json' }])).toEqual([404, 404]);
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    const token = 'scrape-me-0123456789abcdef';
    expect(await through({ METRICS_TOKEN: token }, [{ url: '/metrics' }, { url: '/metrics', authorization: `Bearer ${token}` }])).toEqual([404, 200]);
  });
});

describe('Redis and canary measures', () => {
  it('says Redis is down (0) when it does not answer, and shows each running canary’s share', async () => {
    const app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      await app.ready();
      app.metrics.canarySource(async () => [{ remote: 'news', version: '1.4.0-9f2c1a7b', percent: 20 }]);
      const body = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      expect(body).toMatch(/^redis_up 0$/m);
      expect(body).toMatch(/release_canary_percent\{remote="news",version="1\.4\.0-9f2c1a7b"\} 20/);
      // The canary ended: its series goes rather than staying at its last share.
      app.metrics.canarySource(async () => []);
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body).not.toContain('release_canary_percent{');
    } finally {
      await app.close();
    }
  });
});

describeWithRedis('the Redis measure', (url) => {
  it('is 1 while Redis answers', async () => {
    const app = await buildTestApp({ REDIS_URL: url });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body).toMatch(/^redis_up 1$/m);
    } finally {
      await app.close();
    }
  });
});
