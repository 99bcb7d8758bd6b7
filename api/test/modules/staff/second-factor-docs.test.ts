import { buildTestApp } from '../../helper';

// The OpenAPI document is built from the routes' zod schemas: the second-factor routes must be in it.
it('documents the second-factor and re-authentication endpoints', async () => {
  const app = await buildTestApp({ API_DOCS: '1' });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/staff/second-factor',
        '/api/staff/second-factor/totp',
        '/api/staff/second-factor/totp/confirm',
        '/api/staff/second-factor/verify',
        '/api/staff/second-factor/passkeys',
        '/api/staff/second-factor/passkeys/{id}',
        '/api/staff/second-factor/passkeys/registration-options',
        '/api/staff/second-factor/passkeys/authentication-options',
        '/api/staff/second-factor/passkeys/verify',
        '/api/staff/reauth',
      ]),
    );
  } finally {
    await app.close();
  }
});
