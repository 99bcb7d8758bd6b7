import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

/** How the fake answers one call: an HTTP status and a JSON body (or raw text), or never. */
export type Reply = { status: number; body: unknown } | 'hang';

/**
 * A local stand-in for the Data8-style remote services on 127.0.0.1: it records every call and answers
 * with `respond`, which a test may change between calls. By default it answers the way the real service
 * does, Valid for anything.
 */
export async function startValidationService() {
  const calls: ReceivedCall[] = [];
  const valid = (path: string): Exclude<Reply, 'hang'> =>
    path.startsWith('/PhoneValidation')
      ? { status: 200, body: { Status: { Success: true }, Result: { ValidationResult: 'Valid', NumberType: 'Mobile' } } }
      : { status: 200, body: { Status: { Success: true }, Result: 'Valid' } };
  const state: { respond: (call: ReceivedCall) => Reply } = { respond: (call) => valid(call.path) };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const call = { path: url.pathname, key: url.searchParams.get('key'), body: JSON.parse(raw || '{}') as Record<string, unknown> };
      calls.push(call);
      const reply = state.respond(call);
      if (reply === 'hang') return;
      const { status, body } = reply;
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    state,
    valid,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging calls keep their sockets open; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
