import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultRuntimeConfig } from '../src/config/defaults';
import type { RuntimeConfig } from '../src/config/brand';

export interface FakeRequest {
  method: string;
  url: string;
  /** The URL's path and its query parameters, apart. */
  path: string;
  query: Record<string, string>;
  /** A JSON body, parsed (a multipart form's body is left in `text`). */
  body: Record<string, unknown> | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body as sent, as text. */
  text: string;
}
/** How the API answers one request: a status and a body (JSON, or text as sent), after an optional delay. */
export type Answer = { status?: number; body: unknown; delayMs?: number };
export type Handler = (request: FakeRequest) => Answer;

export const apiError = (message: string, status = 400): Answer => ({ status, body: { success: false, message, errors: [{ message }] } });

/**
 * A lost connection, played by a gateway's 502 page: jsdom leaves an XHR's timeout timer running after a
 * network error, which would hold the test run open for the client's 20 s timeout.
 */
export const gatewayError: Answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };

const notFound: Handler = () => ({ status: 404, body: { success: false, message: 'Not found.', errors: [{ message: 'Not found.' }] } });

/**
 * Our API as a real HTTP server on loopback, for the remotes' and the shell's tests, so a form's requests
 * go over the wire as a browser's would: each test says how a route answers and reads what was sent. It
 * answers CORS, since jsdom's page origin is not the server's. Unrouted paths answer 404, or as `otherwise`
 * says; the e-mail and phone checks answer Valid unless told otherwise.
 */
export function fakeApi() {
  const handlers = new Map<string, Handler>();
  let fallback = notFound;
  let config = defaultRuntimeConfig;
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
      const url = new URL(req.url!, 'http://fake-api');
      const request: FakeRequest = {
        method: req.method!,
        url: req.url!,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: raw && !req.headers['content-type']?.startsWith('multipart/form-data') ? JSON.parse(raw) : undefined,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        text: raw,
      };
      requests.push(request);
      const answer = (handlers.get(`${req.method} ${url.pathname}`) ?? fallback)(request);
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
    /** The run-time config of an app that calls this API: one object, as an app's config is. */
    get config(): RuntimeConfig {
      if (config.apiBase !== api.base) config = { ...defaultRuntimeConfig, apiBase: api.base };
      return config;
    },
    /** How `METHOD /path` answers until the next reset. */
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    /** How the routes without their own handler answer until the next reset (404 by default). */
    otherwise(handler: Handler) {
      fallback = handler;
    },
    /** The requests to one route, in order. */
    sent(route: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === route);
    },
    /** The bodies sent to one route, in order. */
    bodies(route: string) {
      return api.sent(route).map((r) => r.body ?? {});
    },
    reset() {
      handlers.clear();
      fallback = notFound;
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
