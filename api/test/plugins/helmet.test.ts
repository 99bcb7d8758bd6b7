import type { FastifyInstance } from 'fastify';
import { healthPath } from '@tenants/shared/model';
import { buildTestApp } from '../helper';
import { startScriptSource } from '../../src/site/start-script';

/** One directive of a CSP header, e.g. "connect-src 'self'". */
const directiveOf = (csp: unknown) => (name: string) =>
  String(csp)
    .split(';')
    .find((d) => d.startsWith(`${name} `));

describe('security headers (helmet)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_API_BASE: 'https://api.tenants.example/' });
  });
  afterAll(() => app.close());

  it('sends a CSP that lets the site run and reach the API base', async () => {
    const res = await app.inject({ method: 'GET', url: healthPath });
    const directive = directiveOf(res.headers['content-security-policy']);
    // Our own files, and the one inline script of the pages, by its hash.
    expect(directive('script-src')).toBe(`script-src 'self' ${startScriptSource}`);
    expect(startScriptSource).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toBe("img-src 'self' data: https://api.tenants.example");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.tenants.example");
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a Permissions-Policy that allows no powerful feature, on the API and the site alike', async () => {
    const res = await app.inject({ method: 'GET', url: healthPath });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.headers['permissions-policy']).toBe(policy);
  });

  it('keeps API calls on the same origin when no API base is set', async () => {
    const sameOrigin = await buildTestApp();
    const res = await sameOrigin.inject({ method: 'GET', url: healthPath });
    expect(directiveOf(res.headers['content-security-policy'])('connect-src')).toBe("connect-src 'self'");
    await sameOrigin.close();
  });
});
