import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, errorMessage } from '../api-client';

// A real HTTP server on loopback: what the client sends is what a server receives.
let server: http.Server;
let base = '';
const seen: Array<{ url?: string; auth?: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url, auth: req.headers.authorization });
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/fail') {
      res.statusCode = 400;
      res.end(JSON.stringify({ success: false, message: 'Email Existed', errors: [{ message: 'Email Existed' }] }));
    } else if (req.url === '/api/crash') {
      res.statusCode = 502;
      res.end('<html>bad gateway</html>');
    } else res.end(JSON.stringify({ success: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends the session token as a bearer Authorization header, and none without a session', async () => {
    let token: string | null = 'abc123';
    const client = createApiClient({ apiBase: base }, () => token);
    await client.get('/api/profile');
    token = null;
    await client.get('/api/profile');
    expect(seen.slice(-2)).toEqual([
      { url: '/api/profile', auth: 'Bearer abc123' },
      { url: '/api/profile', auth: undefined },
    ]);
  });

  it('reads the server message of a failed call, else the generic message', async () => {
    const client = createApiClient({ apiBase: base });
    await expect(client.post('/api/fail').catch(errorMessage)).resolves.toBe('Email Existed');
    await expect(client.post('/api/crash').catch(errorMessage)).resolves.toBe('Something went wrong. Please try again later.');
    expect(errorMessage(new Error('offline'))).toBe('Something went wrong. Please try again later.');
  });
});
