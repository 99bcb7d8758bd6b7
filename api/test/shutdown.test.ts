import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { shutdown } from '../src/shutdown';
import { testConfig } from './helper';
import { fakeDns, testZones } from './fakes/dns';
import { startSmtp } from './fakes/smtp-server';

jest.setTimeout(20_000);

describe('graceful shutdown (main.ts on SIGTERM)', () => {
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tenants-shutdown-'));
    smtp = await startSmtp({ delayMs: 700 });
    const config = testConfig({ SQLITE_FILE: path.join(dir, 'db.sqlite'), SMTP_URL: smtp.url });
    database = openDatabase(config.database);
    await migrateToLatest(database);
    app = await buildApp({ config, database, resolver: fakeDns(testZones).resolver });
    // A request that takes a while, standing in for any request under way when the signal comes.
    app.get('/api/test/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ done: true }), 600)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the request and the mail delivery under way, then closes; new connections are refused', async () => {
    const slow = fetch(`${base}/api/test/slow`).then(async (res) => ({ status: res.status, body: await res.json() }));
    // A mail whose delivery is under way (the SMTP server takes 700 ms to answer) when the signal comes.
    const queued = app.mailQueue.transaction(async (_trx, queue) =>
      queue('enquiry-receipt', { to: 'last@example.com', subject: 'Sent during shutdown', text: 'x', html: '<p>x</p>' }),
    );
    await new Promise((r) => setTimeout(r, 150));

    const outcome = await shutdown(app, database, 10_000);
    expect(outcome).toBe('stopped');
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    await queued;
    expect(smtp.received.map((m) => m.subject)).toEqual(['Sent during shutdown']);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    // Delivered and removed from the queue, not left claimed for another instance to wait out.
    const after = openDatabase(testConfig({ SQLITE_FILE: path.join(dir, 'db.sqlite') }).database);
    expect(await after.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    await after.db.destroy();
  });
});

describe('a shutdown that cannot finish', () => {
  it('gives up after its time limit instead of hanging the process', async () => {
    const config = testConfig();
    const database = openDatabase(config.database);
    await migrateToLatest(database);
    const app = await buildApp({ config, database, resolver: fakeDns(testZones).resolver });
    let release: () => void = () => undefined;
    app.get('/api/test/stuck', async () => new Promise((resolve) => (release = () => resolve({ done: true }))));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stuck = fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/test/stuck`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(await shutdown(app, database, 300)).toBe('timed out');
    release();
    await stuck;
    app.server.closeAllConnections();
    await new Promise((r) => setTimeout(r, 200));
  });
});
