import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../../api-client';
import { checkEmail, checkPhone } from '..';

// A real HTTP server on loopback standing in for our API's /api/validate routes: the value sent decides
// the answer, and every request is recorded.
const answers: Record<string, { status: number; body: unknown }> = {
  'valid@example.com': { status: 200, body: { success: true, result: 'Valid' } },
  'bad@example.com': { status: 200, body: { success: true, result: 'Invalid' } },
  'maybe@example.com': { status: 200, body: { success: true, result: 'Inconclusive' } },
  'crash@example.com': { status: 502, body: '<html>bad gateway</html>' },
  'busy@example.com': { status: 429, body: { success: false, message: 'Too many requests.', errors: [{ message: 'Too many requests.' }] } },
  'odd@example.com': { status: 200, body: { hello: 'world' } },
  '07400123456': { status: 200, body: { success: true, result: 'Valid' } },
  '07700900123': { status: 200, body: { success: true, result: 'Invalid' } },
  '02079460000': { status: 503, body: 'unavailable' },
};
let server: http.Server;
let base = '';
const seen: Array<{ url?: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      seen.push({ url: req.url, body });
      const answer = answers[body.email ?? body.telephoneNumber] ?? { status: 404, body: {} };
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const client = () => createApiClient({ apiBase: base });

describe('checkEmail', () => {
  it("gives the spec's messages in its order: required, then valid", async () => {
    await expect(checkEmail(client(), '')).resolves.toBe('Please provide your email address.');
    await expect(checkEmail(client(), '   ')).resolves.toBe('Please provide your email address.');
    await expect(checkEmail(client(), 'not-an-email')).resolves.toBe('Please provide a valid email address.');
    await expect(checkEmail(client(), 'bad@example.com')).resolves.toBe('Please provide a valid email address.');
    await expect(checkEmail(client(), 'valid@example.com')).resolves.toBeNull();
  });

  it('sends the trimmed address to /api/validate/email, and nothing when it is empty or malformed', async () => {
    await checkEmail(client(), '  valid@example.com ');
    await checkEmail(client(), '');
    await checkEmail(client(), 'jo@');
    expect(seen).toEqual([{ url: '/api/validate/email', body: { email: 'valid@example.com' } }]);
  });

  it.each([
    ['Inconclusive', 'maybe@example.com'],
    ['a 5xx', 'crash@example.com'],
    ['a 429', 'busy@example.com'],
    ['an unexpected body', 'odd@example.com'],
  ])('counts %s as valid (docs/product/api.md: a failed check is treated as valid)', async (_what, email) => {
    await expect(checkEmail(client(), email)).resolves.toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('counts a network error as valid', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(checkEmail(createApiClient({ apiBase: `http://127.0.0.1:${port}` }), 'bad@example.com')).resolves.toBeNull();
  });

  it("takes a form's own wording (billing, newsletter)", async () => {
    const billing = { required: 'Please provide your email.' };
    await expect(checkEmail(client(), '', billing)).resolves.toBe('Please provide your email.');
    await expect(checkEmail(client(), 'bad@example.com', billing)).resolves.toBe('Please provide a valid email address.');
    const newsletter = { required: '*Please enter a valid email address', invalid: '*Please enter a valid email address' };
    await expect(checkEmail(client(), 'bad@example.com', newsletter)).resolves.toBe('*Please enter a valid email address');
    await expect(checkEmail(client(), 'nope', newsletter)).resolves.toBe('*Please enter a valid email address');
  });
});

describe('checkPhone', () => {
  it("gives the spec's messages in its order: required, then valid", async () => {
    await expect(checkPhone(client(), '')).resolves.toBe('Please provide your phone number.');
    await expect(checkPhone(client(), 'call me')).resolves.toBe('Please provide your phone number.');
    await expect(checkPhone(client(), '123')).resolves.toBe('Please provide a valid phone number.');
    await expect(checkPhone(client(), '07700 900123')).resolves.toBe('Please provide a valid phone number.');
    await expect(checkPhone(client(), '07400 123456')).resolves.toBeNull();
  });

  it("sends the digits with the spec's default country to /api/validate/phone", async () => {
    await checkPhone(client(), '(07400) 123-456');
    expect(seen).toEqual([{ url: '/api/validate/phone', body: { telephoneNumber: '07400123456', defaultCountry: 'GB' } }]);
  });

  it('counts a failed check as valid', async () => {
    await expect(checkPhone(client(), '020 7946 0000')).resolves.toBeNull();
  });

  it("takes a form's own wording", async () => {
    await expect(checkPhone(client(), '', { required: 'Phone, please.' })).resolves.toBe('Phone, please.');
    await expect(checkPhone(client(), '07700900123', { invalid: 'That number does not work.' })).resolves.toBe('That number does not work.');
  });
});
