import type { FastifyInstance } from 'fastify';
import { healthPath, newsletterPath } from '@tenants/shared/model';
import { buildTestApp } from '../helper';

describe('CORS allow-list', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ CORS_ORIGINS: 'https://www.tenants.example, https://preview.tenants.example/' });
  });
  afterAll(() => app.close());

  it('allows a listed origin and no other', async () => {
    const listed = await app.inject({ method: 'GET', url: healthPath, headers: { origin: 'https://preview.tenants.example' } });
    expect(listed.headers['access-control-allow-origin']).toBe('https://preview.tenants.example');

    const other = await app.inject({ method: 'GET', url: healthPath, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from a listed origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: newsletterPath,
      headers: { origin: 'https://www.tenants.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://www.tenants.example');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });
});
