import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { newsletterPath } from '@tenants/shared/model';
import { loadConfig } from '../../src/config';
import { loggerOptions, prettyStream, redactUrl, secretFields } from '../../src/plugins/logger';
import { buildTestApp, captureLogs } from '../helper';

const secrets = {
  password: 'hunter2-password',
  new_password: 'new-pass-value',
  confirm_password: 'confirm-pass-value',
  card_number: '4242424242424242',
  card_cvc: '737',
  token: 'tok_5f1c2e9a8b7d',
  payment_intent_client_secret: 'pi_3Q_secret_f00d',
};

describe('log redaction', () => {
  const logs = captureLogs();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => app.close());

  it('covers every secret field of the forms', () => {
    expect(Object.keys(secrets).sort()).toEqual([...secretFields].sort());
  });

  it('never writes the values of secret fields, at any depth a body is logged', () => {
    const body = { email: 'visible@example.com', ...secrets };
    app.log.info(body, 'top level');
    app.log.info({ body }, 'as body');
    app.log.info({ request: { body, headers: { authorization: 'Bearer sess_auth_value', cookie: 'sid=cookie_value' } } }, 'as request');
    app.log.info({ payload: { donation: body } }, 'nested');

    const text = logs.text;
    for (const value of [...Object.values(secrets), 'sess_auth_value', 'cookie_value']) expect(text).not.toContain(value);
    // Redacted, not dropped: the rest of the entry survives.
    expect(text.match(/visible@example\.com/g)).toHaveLength(4);
    const nested = logs.entries.find((e) => e.msg === 'nested') as { payload: { donation: Record<string, string> } };
    expect(nested.payload.donation.card_number).toBe('[redacted]');
  });

  it('keeps a request with credentials out of the request log', async () => {
    await app.inject({
      method: 'POST',
      url: newsletterPath,
      headers: { authorization: 'Bearer sess_request_value', cookie: 'sid=request_cookie' },
      payload: { email: 'not-an-email', password: 'request-password-value' },
    });
    expect(logs.text).toContain(newsletterPath);
    for (const value of ['sess_request_value', 'request_cookie', 'request-password-value']) expect(logs.text).not.toContain(value);
  });

  it('masks a token in the query string of a logged URL', async () => {
    await app.inject({ method: 'GET', url: '/reset-password?utm=mail&token=reset_tok_9f8e7d&x=1' });
    expect(logs.text).toContain('/reset-password?utm=mail&token=%5Bredacted%5D&x=1');
    expect(logs.text).not.toContain('reset_tok_9f8e7d');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/news?page=2&keyword=token')).toBe('/news?page=2&keyword=token');
    expect(redactUrl('/x?Password=a&b=c')).toBe('/x?Password=%5Bredacted%5D&b=c');
  });
});

describe('request log lines', () => {
  const logs = captureLogs();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => app.close());

  it('writes one line per request, with method, address, status and time', async () => {
    const before = logs.entries.length;
    await app.inject({ method: 'GET', url: '/api/health' });
    const lines = (logs.entries.slice(before) as { msg: string; url?: string }[]).filter((entry) => entry.url || /health/.test(entry.msg));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/api/health', status: 200 });
    expect(lines[0].msg).toMatch(/^GET \/api\/health 200 \d+ ms$/);
  });
});

describe('which instance wrote a line', () => {
  const logs = captureLogs();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info', INSTANCE_NAME: 'web-2', BUILD_VERSION: 'v9.8.7-abc' }, { logStream: logs.stream });
  });
  afterAll(() => app.close());

  it("names the instance and the build on every line, the request log's and the app's own", async () => {
    const before = logs.entries.length;
    await app.inject({ method: 'GET', url: '/api/health' });
    app.log.warn('something to look into');
    const lines = logs.entries.slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatchObject({ instance: 'web-2', version: 'v9.8.7-abc' });
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['something to look into', expect.stringMatching(/^GET \/api\/health 200/)]));
  });

  it('names the host and process when INSTANCE_NAME is unset', async () => {
    const own = captureLogs();
    const bare = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: own.stream });
    bare.log.info('plain');
    await bare.close();
    const line = own.entries.find((entry) => entry.msg === 'plain');
    expect(line?.instance).toBe(`${hostname()}:${process.pid}`);
    expect(typeof line?.version).toBe('string');
  });
});

describe('log format', () => {
  it('is readable at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, false)).toThrow('LOG_FORMAT must be pretty or json');
  });

  it('writes a pretty line as one line of text with the level and message', async () => {
    const chunks: string[] = [];
    const { Writable } = await import('node:stream');
    const out = new Writable({ write: (chunk, _enc, done) => (chunks.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...loggerOptions('info', 'json'), stream: prettyStream(out) } });
    app.log.info({ password: 'p4ss-value' }, 'hello there');
    await app.close();
    const text = chunks.join('');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text).toMatch(/INFO.*hello there/);
    expect(text).not.toContain('p4ss-value');
  });
});
