import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { describeWithPostgres, preparePostgresSchema, testConfig } from '../helper';
import { freePort, waitFor } from '../fakes/net';

/**
 * A newsletter to 1,000 readers sent by a real API process (main.ts, run from source in a child process)
 * through a slow SMTP server on loopback, stopped mid-send by `kill -9` or SIGTERM; a second process
 * finishes it. What a reader sees: the newsletter once (a crash may resend only the messages the server
 * was taking at that moment), and nobody mailed twice after a graceful stop.
 */

jest.setTimeout(180_000);

const readers = 1000;
/** SMTP_MAX_CONNECTIONS' default: the most messages one instance has under way at once. */
const connections = 5;
const apiDir = path.resolve(__dirname, '../..');

/** An SMTP server that answers each message after `delayMs` and knows how many it is taking right now. */
async function slowSink() {
  const port = await freePort();
  const received: string[] = [];
  const state = { delayMs: 20, open: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      state.open += 1;
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          state.open -= 1;
          for (const rcpt of session.envelope.rcptTo) received.push(rcpt.address);
          callback();
        }, state.delayMs);
      });
    },
  });
  // A killed instance's connections end abruptly: that is the test, not an error of the server.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    distinct: () => new Set(received).size,
    duplicates: () => received.length - new Set(received).size,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One API instance: `node -r ts-register src/main.ts`, its output kept. */
function startInstance(env: Record<string, string>) {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['-r', './test/fakes/ts-register.cjs', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', SERVE_SITE: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, exited, output: () => output };
}

async function seed(database: DatabaseHandle) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: readers }, (_, n) => ({
    id: randomUUID(),
    email: `reader-${String(n).padStart(4, '0')}@example.com`,
    source: '/news',
    consented_at: at,
    created_at: at,
    status: 'confirmed' as const,
    wording: null,
    confirmed_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await database.db
      .insertInto('newsletter_subscriptions')
      .values(rows.slice(i, i + 200))
      .execute();
  const id = randomUUID();
  await database.db
    .insertInto('newsletters')
    .values({
      id,
      slug: `crash-test-${id.slice(0, 8)}`,
      subject: 'News from the association',
      html: '<p>Our news this month.</p>',
      list: 'newsletter',
      status: 'scheduled',
      send_at: at,
      sent_at: null,
      created_by: null,
      recipients: 0,
      sent: 0,
      bounced: 0,
      queue_cursor: null,
      locked_until: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

function defineScenarios(prepare: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  let sink: Awaited<ReturnType<typeof slowSink>>;
  let database: DatabaseHandle;
  let dbEnv: Record<string, string>;
  let cleanup: () => Promise<void>;
  let newsletterId: string;
  const running: ChildProcess[] = [];

  beforeEach(async () => {
    sink = await slowSink();
    ({ env: dbEnv, cleanup } = await prepare());
    database = openDatabase(testConfig(dbEnv).database);
    await migrateToLatest(database);
    newsletterId = await seed(database);
  });
  afterEach(async () => {
    for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.db.destroy();
    await sink.stop();
    await cleanup();
  });

  const instance = async () => {
    // A short claim so the test need not wait two minutes for a crashed instance's to run out.
    const started = startInstance({ ...dbEnv, SMTP_URL: sink.url, PORT: String(await freePort()), MAIL_QUEUE_POLL_MS: '200', MAIL_CLAIM_MS: '3000' });
    running.push(started.child);
    return started;
  };
  const queueLeft = async () =>
    Number(
      (
        await database.db
          .selectFrom('mail_queue')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newsletter = () => database.db.selectFrom('newsletters').selectAll().where('id', '=', newsletterId).executeTakeFirstOrThrow();

  /** A second instance sends the rest; gives its output once every reader has the newsletter and the queue is empty. */
  async function finishWithAnother() {
    const second = await instance();
    await waitFor(async () => sink.distinct() === readers && (await queueLeft()) === 0, 'the second instance to finish the newsletter', 120_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }

  it('kill -9 mid-send: another instance finishes after the claim runs out, resending at most the messages under way at the kill', async () => {
    const first = await instance();
    await waitFor(() => sink.received.length >= 300, 'the first instance to send 300 copies', 60_000);
    first.child.kill('SIGKILL');
    const inFlight = sink.state.open;
    const sentBeforeKill = sink.received.length;
    await first.exited;

    await finishWithAnother();
    console.log(
      `kill -9 after ${sentBeforeKill} accepted, ${inFlight} being taken by the SMTP server: ${sink.duplicates()} sent twice, ${sink.distinct()}/${readers} readers reached`,
    );
    expect(sink.distinct()).toBe(readers);
    expect(sink.duplicates()).toBeLessThanOrEqual(connections);
    expect((await newsletter()).status).toBe('sent');
  });

  it('SIGTERM mid-send with a slow SMTP server: stops in time, hands back what it had not sent, and nobody gets it twice', async () => {
    sink.state.delayMs = 300;
    const first = await instance();
    // Mid-batch (a worker claims 100 at a time), with deliveries under way.
    await waitFor(() => sink.received.length >= 150, 'the first instance to send 150 copies', 60_000);
    // Slower still while it stops: the messages under way take a second each.
    sink.state.delayMs = 1000;
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    const takingAtSignal = sink.state.open;
    const code = await first.exited;
    const stopMs = Date.now() - signalled;
    const sentByFirst = sink.received.length;
    expect(first.output()).not.toMatch(/shutdown timed out/);
    expect(code).toBe(0);
    // Handed back, not left claimed: another instance sends it at once (no wait for the claim).
    const claimed = await database.db.selectFrom('mail_queue').select('id').where('status', '=', 'sending').execute();
    expect(claimed).toEqual([]);

    sink.state.delayMs = 20;
    await finishWithAnother();
    console.log(
      `SIGTERM after ${sentByFirst} accepted, ${takingAtSignal} being taken by the SMTP server: stopped in ${stopMs} ms, ${sink.duplicates()} sent twice, ${sink.distinct()}/${readers} readers reached`,
    );
    expect(sink.duplicates()).toBe(0);
    expect(sink.distinct()).toBe(readers);
    expect(await newsletter()).toMatchObject({ status: 'sent', sent: readers, recipients: readers });
  });
}

describe('a newsletter survives its sender stopping [sqlite]', () => {
  defineScenarios(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-crash-'));
    return { env: { SQLITE_FILE: path.join(dir, 'db.sqlite') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  });
});

describeWithPostgres('a newsletter survives its sender stopping', () => {
  defineScenarios(preparePostgresSchema);
});
