// Does every write that was answered 2xx end up stored? 100 connections send a mix of newsletter sign-ups,
// enquiries and card donations for 60 s; prints requests, errors, p50/p99 per kind, and the rows this run
// stored beside its 2xx answers (each request carries a run tag, so rows are counted exactly).
//   node bench/load-writes.mjs [--seconds 60] [--connections 100] [--api-dist DIR] [--database-url URL]
//   node bench/load-writes.mjs --url http://localhost:3000 (--sqlite-file FILE | --database-url URL [--schema S])
// Without --url it starts its own site (api/dist/main.js, or another build's dist) on a free port, on a
// throw-away SQLite file (or --database-url), with every limit raised, DNS checks off and mail kept in the
// outbox. With --url it loads a running site, which must have been started with its limits raised
// (RATE_LIMIT_MAX, RATE_LIMIT_SUBSCRIBE, RATE_LIMIT_ENQUIRY, RATE_LIMIT_DONATION) and TRUST_PROXY=1.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './lib/free-port.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The database drivers are the API's: counting rows reads the same tables it writes.
const requireFromApi = createRequire(path.join(repoRoot, 'api/package.json'));
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'api-dist': { type: 'string' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    'sqlite-file': { type: 'string' },
    'database-url': { type: 'string' },
    schema: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const run = randomBytes(4).toString('hex');
const unlimited = '1000000000';

/** Our own site, when no --url is given; `stop` ends it and removes its files. */
async function startSite() {
  const apiDist = path.resolve(values['api-dist'] ?? path.join(repoRoot, 'api/dist'));
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tenants-load-writes-'));
  const sqliteFile = path.join(dir, 'bench.sqlite');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    DATABASE_URL: values['database-url'] ?? '',
    ...(values.schema ? { DATABASE_SCHEMA: values.schema } : {}),
    SMTP_URL: '',
    SERVE_SITE: '0',
    LOG_LEVEL: 'warn',
    VALIDATION_DNS: '0',
    PAYMENTS_PROVIDER: 'local',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: unlimited,
    RATE_LIMIT_SUBSCRIBE: unlimited,
    RATE_LIMIT_ENQUIRY: unlimited,
    RATE_LIMIT_DONATION: unlimited,
  };
  spawnSync(process.execPath, [path.join(apiDist, 'cli.js'), 'migrate'], { cwd: repoRoot, env, stdio: 'ignore' });
  const server = spawn(process.execPath, [path.join(apiDist, 'main.js')], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    database: values['database-url'] ? { url: values['database-url'], schema: values.schema } : { sqliteFile },
    // SIGTERM: the site drains its requests and mail queue before the rows are counted.
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** This run's rows, by table (every row carries the run tag in its e-mail address). */
async function countRows(database) {
  const like = `%load-${run}-%`;
  const queries = {
    newsletter: ['select count(*) as n from newsletter_subscriptions where email like ?'],
    enquiries: ['select count(*) as n from enquiries where email like ?'],
    donations: ["select count(*) as n from donations where email like ? and status = 'succeeded'"],
    // The visitor's receipts (the staff's copies go to STAFF_EMAIL, which carries no tag).
    receipts: ['select (select count(*) from mail_queue where to_address like ?) + (select count(*) from mail_outbox where to_address like ?) as n', 2],
  };
  const counts = {};
  if (database.sqliteFile) {
    const Sqlite = requireFromApi('better-sqlite3');
    const db = new Sqlite(database.sqliteFile, { readonly: true });
    for (const [name, [sql, params = 1]] of Object.entries(queries)) counts[name] = db.prepare(sql).get(...Array(params).fill(like)).n;
    db.close();
  } else {
    const { Client } = requireFromApi('pg');
    const client = new Client({ connectionString: database.url, ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}) });
    await client.connect();
    for (const [name, [sql, params = 1]] of Object.entries(queries)) {
      let i = 0;
      const text = sql.replace(/\?/g, () => `$${++i}`);
      counts[name] = Number((await client.query(text, Array(params).fill(like))).rows[0].n);
    }
    await client.end();
  }
  return counts;
}

const site = values.url
  ? {
      base: values.url.replace(/\/+$/, ''),
      database: values['database-url']
        ? { url: values['database-url'], schema: values.schema }
        : values['sqlite-file']
          ? { sqliteFile: path.resolve(values['sqlite-file']) }
          : undefined,
      stop: async () => undefined,
      cleanup: () => undefined,
    }
  : await startSite();
if (!site.database) {
  console.error('With --url, name the site’s database (--sqlite-file FILE or --database-url URL) so its rows can be counted.');
  process.exit(1);
}

let n = 0;
const next = () => n++;
const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const email = (kind, i) => `load-${run}-${kind}-${i}@example.com`;
const nextYear = new Date().getUTCFullYear() + 1;

/** Each kind of write: its path, its body for the i-th request, and the answers it got. */
const kinds = {
  newsletter: { path: '/api/subscribe/newsletter', body: (i) => ({ email: email('n', i), source: '/bench' }) },
  enquiry: {
    path: '/api/enquire/create',
    body: (i) => ({
      type: 'Property',
      annual_rent: 'Unsure',
      isLeaseHeld: 1,
      city: 'Leeds',
      comments: `Load test ${run} #${i}.`,
      firstname: 'Load',
      lastname: 'Test',
      email: email('e', i),
      phone: '07400 123456',
      isSubscribe: false,
    }),
  },
  donation: {
    path: '/api/donation',
    body: (i) => ({
      amount: 5,
      firstname: 'Load',
      lastname: 'Test',
      email: email('d', i),
      addressLineOne: '1 High Street',
      addressLineTwo: '',
      city: 'York',
      postcode: 'YO1 7HH',
      name: 'Load Test',
      card_number: '4242424242424242',
      card_exp_month: 12,
      card_exp_year: nextYear,
      card_cvc: '123',
      idempotency_key: `load-${run}-${i}`,
    }),
  },
};
const statuses = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, {}]));
const sent = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0]));

try {
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${site.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(`the site at ${site.base} does not answer /api/health`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const result = await autocannon({
    url: site.base,
    connections,
    duration: seconds,
    timeout: 30,
    // Each connection goes round the three kinds; every request from another address (behind TRUST_PROXY=1).
    requests: Object.entries(kinds).map(([kind, { path: urlPath, body }]) => ({
      method: 'POST',
      path: urlPath,
      setupRequest: (request) => {
        const i = next();
        sent[kind] += 1;
        return { ...request, headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) }, body: JSON.stringify(body(i)) };
      },
      onResponse: (status) => {
        statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
      },
    })),
  });

  await site.stop();
  const rows = await countRows(site.database);
  const ok = (kind) =>
    Object.entries(statuses[kind])
      .filter(([code]) => code.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0);

  console.log(`${connections} connections of mixed writes for ${seconds} s against ${values.url ?? 'a site of its own'} (run ${run})`);
  console.log('| measure | value |\n|---|---|');
  console.log(`| requests | ${result.requests.total} (${Math.round(result.requests.average)}/s) |`);
  console.log(`| errors (connection) / timeouts | ${result.errors} / ${result.timeouts} |`);
  console.log(`| latency p50 / p99 / max | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms |`);
  // Sent but unanswered: under way when the run stopped (autocannon drops those answers); they may be stored.
  console.log('\n| write | sent | statuses | 2xx | rows stored |\n|---|---|---|---|---|');
  console.log(`| newsletter | ${sent.newsletter} | ${JSON.stringify(statuses.newsletter)} | ${ok('newsletter')} | ${rows.newsletter} |`);
  console.log(`| enquiry | ${sent.enquiry} | ${JSON.stringify(statuses.enquiry)} | ${ok('enquiry')} | ${rows.enquiries} |`);
  console.log(`| donation | ${sent.donation} | ${JSON.stringify(statuses.donation)} | ${ok('donation')} | ${rows.donations} succeeded |`);
  console.log(`| receipts (enquiry + donation) | | | ${ok('enquiry') + ok('donation')} | ${rows.receipts} delivered or queued |`);
  // More rows than 2xx answers is fine: requests still under way when the run stopped were stored, their
  // answers not counted. Fewer is a lost write.
  const pairs = [
    [ok('newsletter'), rows.newsletter],
    [ok('enquiry'), rows.enquiries],
    [ok('donation'), rows.donations],
    [ok('enquiry') + ok('donation'), rows.receipts],
  ];
  const lost = pairs.reduce((sum, [answered, stored]) => sum + Math.max(0, answered - stored), 0);
  console.log(lost === 0 ? '\nEvery 2xx write is stored, with its receipt.' : `\n${lost} writes (or receipts) answered 2xx are missing from the database.`);
  process.exitCode = lost === 0 ? 0 : 1;
} finally {
  await site.stop();
  site.cleanup();
}
