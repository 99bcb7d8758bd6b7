import type { FastifyInstance } from 'fastify';
import {
  broadcastAliasPath,
  broadcastPath,
  forgotPasswordPath,
  guidesPath,
  healthPath,
  loginPath,
  logoutPath,
  newsletterPath,
  profilePath,
  registerPath,
  resetPasswordPath,
  tokenCheckPath,
  validateEmailPath,
  validatePhonePath,
  whatsappPath,
} from '@tenants/shared/model';
import { buildTestApp } from '../helper';

/** Production needs a TOTP key (docs/product/staff.md). */
const totpKey = 'ab'.repeat(32);

describe('OpenAPI docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ SERVE_SITE: '1' });
  });
  afterAll(() => app.close());

  it('describe the API routes from their zod schemas, and not the site or the dev outbox', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>> };
    const paths = Object.keys(doc.paths);
    // Each resource's routes are listed; the site's pages and the dev outbox are not.
    expect(paths).toEqual(
      expect.arrayContaining([
        healthPath,
        validateEmailPath,
        validatePhonePath,
        newsletterPath,
        broadcastPath,
        broadcastAliasPath,
        whatsappPath,
        registerPath,
        loginPath,
        logoutPath,
        profilePath,
        tokenCheckPath,
        forgotPasswordPath,
        resetPasswordPath,
        guidesPath,
        '/api/guides/{slug}/cover.svg',
        '/api/guides/{slug}/download',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/api/dev/') || path.startsWith('/api/docs'))).toEqual([]);
    const body = doc.paths[newsletterPath].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(['email', 'source']);
  });

  it('serve the browsable page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('OpenAPI docs in production', () => {
  it.each([
    ['are off by default', { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1' }, 404],
    ['are served with API_DOCS=1', { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1', API_DOCS: '1' }, 200],
  ])('%s', async (_what, env, status) => {
    const app = await buildTestApp(env);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(status);
      expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(status);
    } finally {
      await app.close();
    }
  });
});
