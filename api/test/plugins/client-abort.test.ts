import { createConnection, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, captureLogs } from '../helper';

// A client that gives up half-way through sending its body is not an outage: anyone can do it, and an alarm
// on "database unavailable" would be raised for nothing.

describe('a client that aborts its request body', () => {
  let app: FastifyInstance;
  const logs = captureLogs();
  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { logStream: logs.stream });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('is logged as a client abort (info), never as a server error, and no database outage is reported', async () => {
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.write('POST /api/validate/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":"a');
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    // The server notices and finishes the request.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const entries = logs.entries;
    expect(entries.filter((e) => e.msg === 'database unavailable; answered 503')).toEqual([]);
    // Nothing about the request at warning or error level (the machine's own start-up warnings aside).
    expect(entries.filter((e) => e.reqId && (e.level as number) >= 40)).toEqual([]);
    expect(entries.some((e) => e.msg === 'client aborted the request before its body arrived')).toBe(true);
  });
});
