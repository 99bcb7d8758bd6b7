import { createConnection } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

// A client that trickles its headers (slowloris) must not hold a connection for long: Node's own defaults
// held one for a minute, looked at every 30 s.

/** Opens a connection, sends a header line every 300 ms and never ends them; resolves when the server hangs up. */
function trickle(port: number): Promise<{ heldMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = createConnection({ port, host: '127.0.0.1' });
    let answer = '';
    let line = 0;
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n'));
    const timer = setInterval(() => socket.write(`X-Slow-${(line += 1)}: x\r\n`), 300);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ heldMs: Date.now() - started, answer });
    });
  });
}

// Starting an app and trickling for a few seconds: room for a busy 2-core machine.
jest.setTimeout(30_000);

describe('a client that never finishes its headers', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('is cut off once HTTP_HEADERS_TIMEOUT_MS has passed (408), not held for a minute', async () => {
    app = await buildTestApp({ HTTP_HEADERS_TIMEOUT_MS: '1000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { heldMs, answer } = await trickle((app.server.address() as AddressInfo).port);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The timeout plus one look (every second) is 2 s; Node's defaults held it for a minute. The margin is
    // for a loaded machine, where the looks come late.
    expect(heldMs).toBeLessThan(10_000);
  });

  it('has sane defaults: 10 s for headers, a minute for the request, idle keep-alive 65 s', async () => {
    app = await buildTestApp();
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.keepAliveTimeout).toBe(65_000);
  });
});
