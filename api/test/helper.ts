import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseDialect, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { waitFor } from './fakes/net';

type Env = Record<string, string>;

/**
 * Config as the app reads it from the environment, quiet and site-less unless a test says otherwise.
 * Passwords are hashed at scrypt's N = 2^12 rather than 2^17: the suites sign in thousands of times, and
 * security/password.test.ts holds the hasher to the production cost.
 */
export const testConfig = (env: Env = {}): Config =>
  loadConfig({ SQLITE_FILE: ':memory:', LOG_LEVEL: 'silent', SERVE_SITE: '0', ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '12' }), ...env });

/** An app on an in-memory database, for tests that do not store anything (inject makes it ready). */
export async function buildTestApp(env: Env = {}, options: Omit<AppOptions, 'config'> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), ...options });
  if (env.REDIS_URL === redisUrl) await connectedToRedis(app);
  return app;
}

export const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Readies the app and waits (30 s at most) until it is connected to the test Redis. A start on a loaded
 * 2-core machine can miss the 2 s connect deadline (the event loop busy compiling), and until the reconnect
 * the app counts without Redis: only the outage suites test that, so every suite on the test Redis starts
 * connected (the lockout burst suite failed 2 runs in 14 beside three busy cores without this).
 */
export async function connectedToRedis(app: FastifyInstance): Promise<void> {
  await app.ready();
  const check = app.healthChecks.find(({ name }) => name === 'redis');
  if (!check) throw new Error('The app has no Redis connection to wait for.');
  await waitFor(async () => (await check.run()).status === 'up', 'the app to connect to Redis', 30_000);
}

type Probe = { reachable: true } | { reachable: false; reason: string };

/**
 * Whether a service answers, decided before Jest collects the suites (a skip cannot be decided later),
 * hence a synchronous probe in a child process. The script prints 'ok' or the reason.
 */
function probe(script: string, url: string): Probe {
  const run = spawnSync(process.execPath, ['-e', script, url], { cwd: path.resolve(__dirname, '..'), encoding: 'utf8', timeout: 10_000 });
  const out = (run.stdout || run.stderr || run.error?.message || 'no answer').trim();
  return out === 'ok' ? { reachable: true } : { reachable: false, reason: out };
}

const probePostgres = () =>
  probe(
    `const { Client } = require('pg');
    const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.query('select 1')).then(
      () => { console.log('ok'); return client.end(); },
      (e) => { console.log(e.message || e.code || String(e)); process.exit(0); });`,
    postgresUrl,
  );

const probeRedis = () =>
  probe(
    `const Redis = require('ioredis');
    const redis = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    let cause;
    redis.on('error', (e) => { cause = e; });
    redis.connect().then(() => redis.ping()).then(
      () => { console.log('ok'); redis.disconnect(); },
      (e) => { console.log((cause || e).message || String(e)); process.exit(0); });`,
    redisUrl,
  );

/**
 * A suite that needs a service: defined when it answers; otherwise skipped with the reason printed, or,
 * when the flag is 1 (CI), a failing test.
 */
function describeIfReachable(title: string, service: { name: string; url: string; flag: string; probe: Probe }, define: () => void): void {
  const { probe: answer, name, url, flag } = service;
  if (answer.reachable) {
    describe(title, define);
  } else if (process.env[flag] === '1') {
    describe(title, () => {
      it(`needs ${name} (${flag}=1)`, () => {
        throw new Error(`${name} is unreachable at ${url}: ${answer.reason}`);
      });
    });
  } else {
    console.warn(`Skipping "${title}": ${name} is unreachable at ${url} (${answer.reason}). Set ${flag}=1 to fail instead.`);
    describe.skip(title, define);
  }
}

interface Target {
  dialect: DatabaseDialect;
  /** Makes an empty database; returns the environment that points the app at it, and its clean-up. */
  prepare(): Promise<{ env: Env; cleanup(): Promise<void> }>;
}

const sqliteTarget: Target = {
  dialect: 'sqlite',
  async prepare() {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-api-'));
    return { env: { SQLITE_FILE: path.join(dir, 'test.sqlite') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

const postgresTarget: Target = {
  dialect: 'postgres',
  async prepare() {
    // A fresh schema per suite: runs never see each other's rows, and dropping it leaves the server clean.
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Pool({ connectionString: postgresUrl, max: 1 });
    await admin.query(`create schema ${schema}`);
    return {
      env: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema },
      cleanup: async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  },
};

export interface DatabaseSuite {
  readonly dialect: DatabaseDialect;
  /** The app on this suite's migrated database (built in beforeAll). */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** The environment that points at this suite's database. */
  readonly env: Env;
}

/** What a database suite's app gets besides its database: extra environment, a log capture, a fake DNS. */
export interface SuiteSetup {
  env?: Env;
  options?: Omit<AppOptions, 'config' | 'database'>;
}

function useDatabase(target: Target, setup: SuiteSetup): DatabaseSuite {
  let state: { app: FastifyInstance; database: DatabaseHandle; env: Env; cleanup(): Promise<void> } | undefined;
  const get = () => {
    if (!state) throw new Error('The database suite is not ready: use it inside tests or hooks.');
    return state;
  };

  beforeAll(async () => {
    const { env: databaseEnv, cleanup } = await target.prepare();
    const env = { ...setup.env, ...databaseEnv };
    const config = testConfig(env);
    const database = openDatabase(config.database);
    await migrateToLatest(database);
    const app = await buildApp({ ...setup.options, config, database });
    await app.ready();
    if (env.REDIS_URL === redisUrl) await connectedToRedis(app);
    state = { app, database, env, cleanup };
  });

  afterAll(async () => {
    if (!state) return;
    await state.app.close();
    await state.database.db.destroy();
    await state.cleanup();
  });

  return {
    dialect: target.dialect,
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get env() {
      return get().env;
    },
  };
}

/**
 * Defines a database-backed suite twice: on SQLite (a temp file) and on PostgreSQL (TEST_DATABASE_URL,
 * its own schema). Without a reachable PostgreSQL the second is skipped with the reason printed, unless
 * REQUIRE_POSTGRES=1 (CI), where it fails. Every suite that stores anything uses this.
 */
export function describeEachDatabase(title: string, define: (suite: DatabaseSuite) => void, setup: SuiteSetup = {}): void {
  describe(`${title} [sqlite]`, () => define(useDatabase(sqliteTarget, setup)));
  const postgres = { name: 'PostgreSQL', url: postgresUrl, flag: 'REQUIRE_POSTGRES', probe: probePostgres() };
  describeIfReachable(`${title} [postgres]`, postgres, () => define(useDatabase(postgresTarget, setup)));
}

/**
 * Defines a suite that needs PostgreSQL itself (not either database): skipped with the reason printed when
 * it is down, unless REQUIRE_POSTGRES=1 (CI), where it fails.
 */
export function describeWithPostgres(title: string, define: (url: string) => void): void {
  describeIfReachable(`${title} [postgres]`, { name: 'PostgreSQL', url: postgresUrl, flag: 'REQUIRE_POSTGRES', probe: probePostgres() }, () =>
    define(postgresUrl),
  );
}

/** A fresh schema of its own on the test server, dropped by `cleanup` (what describeEachDatabase uses). */
export const preparePostgresSchema = () => postgresTarget.prepare();

/**
 * Defines a suite that needs Redis (TEST_REDIS_URL, default 127.0.0.1:6379): skipped with the reason
 * printed when Redis is down, unless REQUIRE_REDIS=1 (CI), where it fails.
 */
export function describeWithRedis(title: string, define: (url: string) => void): void {
  describeIfReachable(`${title} [redis]`, { name: 'Redis', url: redisUrl, flag: 'REQUIRE_REDIS', probe: probeRedis() }, () => define(redisUrl));
}

/**
 * A random client address for `inject({ remoteAddress })`: each request looks like another visitor, so
 * suites that send many requests to one route stay under its per-IP rate limit (tested on its own).
 */
export const visitorIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** Collects what the app logs, one parsed JSON object per line. */
export function captureLogs() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    get text() {
      return lines.join('');
    },
    get entries(): Record<string, unknown>[] {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
