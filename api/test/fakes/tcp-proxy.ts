import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './net';

/**
 * A TCP proxy in front of a real server (PostgreSQL here), so a test can take the server away from the
 * app and bring it back without touching the server itself:
 * - `down()`: stops listening and cuts every open connection (a server restart, a network cut);
 * - `silent()`: keeps accepting and keeps connections open but forwards nothing (a network that drops
 *   packets: only timeouts notice);
 * - `up()`: forwards again, on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let mode: 'up' | 'silent' = 'up';
  let server: Server | undefined;

  function forward(client: Socket) {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'silent') return;
    const upstream = createConnection(target);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    // Data flows only while the proxy is up: in silent mode both directions stall.
    client.on('data', (chunk) => mode === 'up' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'up' && client.write(chunk));
  }

  async function up() {
    mode = 'up';
    if (server) return;
    server = createServer(forward);
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  }

  async function down() {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await up();
  return {
    port,
    up,
    down,
    silent: () => {
      mode = 'silent';
    },
    close: down,
  };
}
