import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, messages, newsletterPath } from '@tenants/shared/model';
import { bodyLimit } from '../../src/app';
import { buildTestApp, captureLogs } from '../helper';

const post = (app: FastifyInstance, payload: string | undefined, contentType?: string) =>
  app.inject({ method: 'POST', url: newsletterPath, payload, headers: contentType ? { 'content-type': contentType } : {} });

/** Checks the house error shape and returns its message. */
function errorMessage(body: string): string {
  const parsed = apiErrorSchema.parse(JSON.parse(body));
  expect(parsed.errors).toEqual([{ message: parsed.message }]);
  expect(body).not.toMatch(/"stack"|\n\s+at /);
  return parsed.message;
}

describe('error answers', () => {
  const logs = captureLogs();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'error' }, { logStream: logs.stream });
    // A route that fails the way a bug would, to see what a visitor gets.
    app.get('/api/test/boom', async () => {
      throw new Error('kaboom: internal detail');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await post(app, '{"email": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res.body)).toBe('The request body is not valid JSON.');
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await post(app, '', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res.body)).toMatch(/empty/);
  });

  it('answers a missing body with 400', async () => {
    const res = await post(app, undefined);
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res.body)).toBe('The request body must be a JSON object.');
  });

  it('answers a JSON array or string body with 400', async () => {
    for (const payload of ['[]', '"jo@example.com"']) {
      const res = await post(app, payload, 'application/json');
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res.body)).toBe('The request body must be a JSON object.');
    }
  });

  it('answers a body in another format with 400', async () => {
    const xml = await post(app, '<email>jo@example.com</email>', 'application/xml');
    expect(xml.statusCode).toBe(400);
    expect(errorMessage(xml.body)).toMatch(/application\/json/);

    const text = await post(app, 'jo@example.com', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(errorMessage(text.body)).toBe('The request body must be a JSON object.');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post(app, JSON.stringify({ email: 'jo@example.com', source: 'x'.repeat(bodyLimit) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(errorMessage(res.body)).toBe('The request body is too large.');
  });

  it('answers an unknown API path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorMessage(res.body)).toBe('Not found.');
    }
  });

  it('answers a wrong method on a known path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: newsletterPath });
    expect(res.statusCode).toBe(404);
    errorMessage(res.body);
  });

  it('answers an unexpected failure with 500 and the generic message, and logs the error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(errorMessage(res.body)).toBe(messages.generic);
    expect(res.body).not.toContain('kaboom');
    expect(logs.entries.some((e) => e.level === 50 && JSON.stringify(e.err).includes('kaboom: internal detail'))).toBe(true);
  });
});
