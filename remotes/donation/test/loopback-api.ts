import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Sent {
  path: string;
  body: Record<string, unknown>;
}
/**
 * How the API answers one request: a status and a body (JSON, or text as sent), after an optional delay.
 * Lost connections are played by a gateway's 502 page: jsdom leaves an XHR's timeout timer running after
 * a network error, which would hold the test run open for the client's 20 s timeout.
 */
export type Reply = { status?: number; body: unknown; delayMs?: number };
type Route = (body: Record<string, unknown>) => Reply;

export const gatewayError: Reply = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
export const refusal = (message: string, status = 402): Reply => ({ status, body: { success: false, message, errors: [{ message }] } });

/**
 * A real HTTP API on loopback, so the form's requests go over the wire as a browser's would (the enquiry and
 * account remotes' tests do the same). Unrouted paths answer 404; the e-mail check answers Valid unless told.
 */
export function loopbackApi() {
  const routes = new Map<string, Route>();
  const sent: Sent[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
      sent.push({ path, body });
      const reply = routes.get(path)?.(body) ?? refusal('Not found.', 404);
      setTimeout(() => {
        const text = typeof reply.body === 'string';
        res.writeHead(reply.status ?? 200, { 'Content-Type': text ? 'text/html' : 'application/json' });
        res.end(text ? reply.body : JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });

  const api = {
    base: '',
    /** Every request since the test began, in order. */
    sent,
    to: (path: string) => sent.filter((s) => s.path === path).map((s) => s.body),
    on(path: string, route: Route) {
      routes.set(path, route);
    },
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    sent.length = 0;
    routes.clear();
    api.on('/api/validate/email', () => ({ body: { success: true, result: 'Valid' } }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return api;
}
