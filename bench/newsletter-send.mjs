// Does a newsletter to 50,000 readers go out at speed without the server's memory growing?
// Seeds --recipients confirmed addresses into a fresh SQLite file (and, with DATABASE_URL, a fresh schema of
// that PostgreSQL), then times the queueing (`node api/dist/cli.js newsletter send`: every copy written to
// the mail queue in chunked multi-row INSERTs) and the delivery by the built API (api/dist/main.js, its
// mail worker over pooled SMTP) to a local smtp-server sink that accepts everything, sampling the server's
// RSS from /proc/<pid>/status each second. Targets: queueing ≤ 30 s, delivery ≥ 200 messages/s, RSS flat.
//   node bench/newsletter-send.mjs [--recipients 50000] [--connections 5] [--api-dist DIR]
// Build the API first (pnpm --filter @tenants/api build).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './lib/free-port.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The API's own libraries: the same SQLite and PostgreSQL drivers and SMTP server the tests use.
const requireFromApi = createRequire(path.join(repoRoot, 'api/package.json'));
const Database = requireFromApi('better-sqlite3');
const { Client } = requireFromApi('pg');
const { SMTPServer } = requireFromApi('smtp-server');

const { values } = parseArgs({
  options: { recipients: { type: 'string', default: '50000' }, connections: { type: 'string', default: '5' }, 'api-dist': { type: 'string' } },
});
const recipients = Number(values.recipients);
const apiDist = path.resolve(values['api-dist'] ?? path.join(repoRoot, 'api/dist'));
const mb = (kb) => Math.round(kb / 1024);

/** An SMTP server that takes every message and counts them. */
async function startSink() {
  const port = await freePort();
  const sink = { port, count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        sink.count += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.close = () => new Promise((resolve) => server.close(resolve));
  return sink;
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const cli = (env, ...args) => spawnSync(process.execPath, [path.join(apiDist, 'cli.js'), ...args], { env, encoding: 'utf8' });

/** Confirmed readers, inserted as the lists keep them (one row per address, status confirmed). */
async function seed(env, dialect) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: recipients }, (_, i) => [
    randomUUID(),
    `reader${String(i).padStart(6, '0')}@bench.example`,
    '/bench',
    at,
    at,
    'confirmed',
    at,
  ]);
  const columns = '(id, email, source, consented_at, created_at, status, confirmed_at)';
  if (dialect === 'sqlite') {
    const db = new Database(env.SQLITE_FILE);
    const insert = db.prepare(`insert into newsletter_subscriptions ${columns} values (?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => rows.forEach((row) => insert.run(...row)))();
    db.close();
    return;
  }
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(`set search_path to ${env.DATABASE_SCHEMA}`);
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const params = chunk.flat();
    await client.query(
      `insert into newsletter_subscriptions ${columns} values ${chunk.map((_, r) => `(${Array.from({ length: 7 }, (_, c) => `$${r * 7 + c + 1}`).join(', ')})`).join(', ')}`,
      params,
    );
  }
  await client.end();
}

async function run(dialect) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tenants-bench-newsletter-'));
  const sink = await startSink();
  const schema = `bench_${process.pid}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'local',
    SERVE_SITE: '0',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SMTP_MAX_CONNECTIONS: values.connections,
    MAIL_QUEUE_POLL_MS: '200',
    UNSUBSCRIBE_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SQLITE_FILE: path.join(dir, 'bench.sqlite'),
    ...(dialect === 'postgres' ? { DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
  };
  let admin;
  if (dialect === 'postgres') {
    admin = new Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  try {
    const migrated = cli(env, 'migrate');
    if (migrated.status !== 0) throw new Error(migrated.stderr || migrated.stdout);
    let started = Date.now();
    await seed(env, dialect);
    console.log(`[${dialect}] seeded ${recipients} confirmed readers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const html = path.join(dir, 'issue.html');
    writeFileSync(
      html,
      `<h2>Bench issue</h2>${'<p>Rent reviews, service charges and the lease you hold: what changed this month and what to do about it.</p>'.repeat(20)}`,
    );
    started = Date.now();
    const sent = cli(env, 'newsletter', 'send', '--subject', 'Bench issue', '--html', html);
    if (sent.status !== 0) throw new Error(sent.stderr || sent.stdout);
    const queueSeconds = (Date.now() - started) / 1000;
    console.log(`[${dialect}] ${sent.stdout.trim().split('\n').at(-1)}\n[${dialect}] queueing took ${queueSeconds.toFixed(1)} s (target ≤ 30 s)`);

    const port = await freePort();
    const server = spawn(process.execPath, [path.join(apiDist, 'main.js')], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    started = Date.now();
    const rss = [];
    let last = { at: started, count: 0 };
    let peakRate = 0;
    while (sink.count < recipients && Date.now() - started < 15 * 60 * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rss.push(rssKb(server.pid));
      const now = Date.now();
      peakRate = Math.max(peakRate, ((sink.count - last.count) * 1000) / (now - last.at));
      last = { at: now, count: sink.count };
    }
    const seconds = (Date.now() - started) / 1000;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const early = rss.slice(2, 7);
    const late = rss.slice(-5);
    const avg = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    console.log(
      `[${dialect}] delivered ${sink.count}/${recipients} in ${seconds.toFixed(1)} s (including start-up): ${(sink.count / seconds).toFixed(0)} msg/s, ` +
        `peak ${peakRate.toFixed(0)} msg/s (target ≥ 200)\n` +
        `[${dialect}] server RSS: min ${mb(Math.min(...rss))} MB, max ${mb(Math.max(...rss))} MB, early avg ${mb(avg(early))} MB, last 5 s avg ${mb(avg(late))} MB (${rss.length} samples)`,
    );
  } finally {
    await sink.close();
    if (admin) {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await run('sqlite');
if (process.env.DATABASE_URL) await run('postgres');
