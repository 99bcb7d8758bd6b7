import type { FastifyInstance } from 'fastify';
import { telemetryPath } from '@tenants/shared/model';
import { buildTestApp, describeEachDatabase } from '../helper';

// Operators' measures (README, Running in production): Prometheus text at /metrics, for this machine or a token.

describeEachDatabase('GET /metrics', (suite) => {
  it('answers this machine with requests by route and status, latency, mail queue depth and telemetry taken in', async () => {
    const { app } = suite;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'POST', url: '/api/validate/email', payload: { nothing: true } });
    await app.inject({
      method: 'POST',
      url: telemetryPath,
      payload: { route: '/news', remote: 'news', versions: {}, events: [{ type: 'pageview' }, { type: 'vital', name: 'LCP', value: 900 }] },
    });
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_requests_total\{route="\/api\/health",method="GET",status="200"\} 1/);
    expect(res.body).toMatch(/http_requests_total\{route="\/api\/validate\/email",method="POST",status="400"\} 1/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/health",method="GET"\} 1/);
    expect(res.body).toMatch(/mail_queue_depth\{status="pending"\} \d+/);
    expect(res.body).toMatch(/telemetry_events_total 2/);
    expect(res.body).toContain('process_resident_memory_bytes');
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
