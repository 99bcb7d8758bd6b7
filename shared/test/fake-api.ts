import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
  authorization: string | undefined;
}
/** How the API answers one request: a status and a body (JSON, or text as sent), after an optional delay. */
export type Answer = { status?: number; body: unknown; delayMs?: number };
type Handler = (request: FakeRequest) => Answer;

export const apiError = (message: string, status = 400): Answer => ({ status, body: { success: false, message, errors: [{ message }] } });

/**
 * A lost connection, played by a gateway's 502 page: jsdom leaves an XHR's timeout timer running after a
 * network error, which would hold the test run open for the client's 20 s timeout.
 */
export const gatewayError: Answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };

/**
 * Our API as a real HTTP server on loopback, for the remotes' and the shell's tests, so a form's requests
 * go over the wire as a browser's would: each test says how a route answers and reads what was sent. It
 * answers CORS, since jsdom's page origin is not the server's. Unrouted paths answer 404; the e-mail and
 * phone checks answer Valid unless told otherwise.
 */
export function fakeApi() {
  const handlers = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const defaults: Array<[string, Handler]> = [
    ['POST /api/validate/email', () => ({ body: { success: true, result: 'Valid' } })],
    ['POST /api/validate/phone', () => ({ body: { success: true, result: 'Valid' } })],
    ['POST /api/logout', () => ({ body: { success: true, message: 'You have logged out.' } })],
  ];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Headers': 'content-type, authorization', 'Access-Control-Allow-Methods': 'GET, POST' });
        res.end();
        return;
      }
      const request: FakeRequest = { method: req.method!, url: req.url!, body: raw ? JSON.parse(raw) : undefined, authorization: req.headers.authorization };
      requests.push(request);
      const handler = handlers.get(`${req.method} ${req.url?.split('?')[0]}`);
      const answer = handler ? handler(request) : { status: 404, body: { success: false, message: 'Not found.', errors: [{ message: 'Not found.' }] } };
      const text = typeof answer.body === 'string';
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'Content-Type': text ? 'text/html' : 'application/json' });
        res.end(text ? answer.body : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });

  const api = {
    base: '',
    requests,
    /** How `METHOD /path` answers until the next reset. */
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    /** The requests to one route, in order. */
    sent(route: string) {
      return requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === route);
    },
    /** The bodies sent to one route, in order. */
    bodies(route: string) {
      return api.sent(route).map((r) => r.body ?? {});
    },
    reset() {
      handlers.clear();
      requests.length = 0;
      for (const [route, handler] of defaults) handlers.set(route, handler);
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => api.reset());
  // jsdom keeps its connections alive; close() alone waits for them to time out, longer than a hook may take.
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return api;
}
