import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { runCommand } from '../../src/commands';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { tableNames } from '../../src/db/backup';
import { addVersion, pointRemote, recordRelease, startCanary } from '../../src/modules/releases/release-state';
import { describeEachDatabase, describeWithPostgres, postgresUrl, testConfig } from '../helper';

jest.setTimeout(120_000);

const base = mkdtempSync(path.join(tmpdir(), 'tenants-backup-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

type Env = Record<string, string>;

/** Every row of every table, each table's rows in one order (their JSON), for comparing two databases. */
async function contents(env: Env): Promise<Record<string, string[]>> {
  const database: DatabaseHandle = openDatabase(testConfig(env).database);
  try {
    const tables = await tableNames(database);
    const all: Record<string, string[]> = {};
    for (const table of tables) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, whatever its columns
      const rows = await (database.db as any).selectFrom(table).selectAll().execute();
      all[table] = rows.map((row: unknown) => JSON.stringify(row)).sort();
    }
    return all;
  } finally {
    await database.db.destroy();
  }
}

describeEachDatabase('backup and restore', (suite) => {
  const lines: string[] = [];
  const cli = (args: string[], env: Env) => runCommand(args, { env: { ...env, LOG_LEVEL: 'silent' }, print: (line) => lines.push(line) });

  /** An empty database of the suite's kind (on PostgreSQL a new database, where the backup's schema will be made). */
  async function emptyTarget(): Promise<{ env: Env; cleanup(): Promise<void> }> {
    if (suite.dialect === 'sqlite')
      return { env: { SQLITE_FILE: path.join(base, `restored-${randomBytes(4).toString('hex')}.sqlite`) }, cleanup: async () => {} };
    const name = `restore_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Pool({ connectionString: postgresUrl, max: 1 });
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATABASE_SCHEMA: suite.env.DATABASE_SCHEMA! },
      cleanup: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }

  it('backs up a populated database while the API runs, restores it into an empty one, and every table is the same', async () => {
    const env = suite.env as Env;
    await cli(['seed'], env);
    // Rows beyond the seed, with text that must survive byte for byte (quotes, £, an emoji, a line break).
    const at = new Date().toISOString();
    await suite.database.db
      .insertInto('newsletter_subscriptions')
      .values({
        id: randomBytes(8).toString('hex'),
        email: 'backup@example.com',
        source: '/about',
        consented_at: at,
        created_at: at,
        wording: 'Yes “please” – £0 🙂\nthanks',
      })
      .execute();
    // The release state (decision 0019): a stable version, a canary and their history, figures as JSON.
    const db = suite.database.db;
    for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb']) await addVersion(db, 'news', version);
    await pointRemote(db, 'news', '1.0.0-aaaaaaaa');
    await startCanary(db, 'news', '1.1.0-bbbbbbbb', 10, { actor: 'admin@tenants.example' });
    await recordRelease(db, {
      actor: 'release-watch',
      remote: 'news',
      action: 'auto-rollback',
      reason: 'errors “now”',
      figures: { canaryInpP75: null, x: 1.5 },
    });
    const before = await contents(env);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    for (const table of ['release_versions', 'release_registry', 'release_canaries', 'release_history']) expect(before[table].length).toBeGreaterThan(0);
    expect(before.articles.length).toBeGreaterThan(0);
    expect(before.kysely_migration.length).toBeGreaterThan(0);

    const file = path.join(base, `${suite.dialect}.backup`);
    await cli(['backup', '--out', file], env);
    expect(lines.at(-1)).toMatch(new RegExp(`^Backup of the ${suite.dialect} database \\(\\d+ tables, \\d+ bytes\\) written to `));

    const target = await emptyTarget();
    try {
      await cli(['restore', '--from', file], target.env);
      expect(lines.at(-1)).toMatch(/^Restored .* into the (sqlite|postgres) database \(\d+ tables\)\.$/);
      expect(await contents(target.env)).toEqual(before);

      // Into a database that is not empty: refused, nothing changed, unless forced.
      await expect(cli(['restore', '--from', file], target.env)).rejects.toThrow(
        'The database is not empty: restore goes into an empty database. Pass --force to replace what is there (stop the API first).',
      );
      await cli(['restore', '--from', file, '--force'], target.env);
      expect(await contents(target.env)).toEqual(before);
    } finally {
      await target.cleanup();
    }
  });

  it('writes the backup readable by its owner only (0600), whatever the umask, over an older readable file too', async () => {
    // Issue 50: `backup --out` wrote a world-readable file holding personal data, password hashes and keys.
    const file = path.join(base, `${suite.dialect}-mode.backup`);
    writeFileSync(file, 'an older backup', { mode: 0o644 });
    const umask = process.umask(0o000);
    try {
      await cli(['backup', '--out', file], suite.env as Env);
    } finally {
      process.umask(umask);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(statSync(file).size).toBeGreaterThan(1000);
  });

  it('refuses a file that is not a backup, changing nothing, and says what each command needs', async () => {
    const junk = path.join(base, `${suite.dialect}-junk.backup`);
    writeFileSync(junk, randomBytes(4096));
    const target = await emptyTarget();
    try {
      await expect(cli(['restore', '--from', junk], target.env)).rejects.toThrow(/is not a (backup of this site's SQLite database|PostgreSQL backup)/);
      await expect(cli(['restore', '--from', path.join(base, 'missing.backup')], target.env)).rejects.toThrow(/^No such backup file: /);
    } finally {
      await target.cleanup();
    }
    await expect(cli(['backup'], suite.env as Env)).rejects.toThrow(/backup needs --out FILE/);
    await expect(cli(['restore'], suite.env as Env)).rejects.toThrow(/restore needs --from FILE/);
    await expect(cli(['backup', '--out', junk, '--force'], suite.env as Env)).rejects.toThrow(/--force goes with restore/);
  });
});

describeWithPostgres('restore into a database made by createdb', (url) => {
  const lines: string[] = [];
  const cli = (args: string[], env: Env) => runCommand(args, { env: { ...env, LOG_LEVEL: 'silent' }, print: (line) => lines.push(line) });
  const admin = new Pool({ connectionString: url, max: 1 });
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** What `createdb NAME` makes: a new database with its empty `public` schema; the env of docs/backups.md (no DATABASE_SCHEMA). */
  async function createdb(): Promise<Env> {
    const name = `createdb_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    made.push(name);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return { DATABASE_URL: target.toString() };
  }

  it('restores a backup of the public schema into a new database, refuses it once it holds tables, and --force replaces them', async () => {
    // Issue 54: the documented restore stopped at `schema "public" already exists` on a database made by createdb.
    const source = await createdb();
    await cli(['seed'], source);
    const file = path.join(base, 'public.backup');
    await cli(['backup', '--out', file], source);
    const before = await contents(source);
    expect(before.articles.length).toBeGreaterThan(0);

    const target = await createdb();
    await cli(['restore', '--from', file], target);
    expect(lines.at(-1)).toMatch(/^Restored .* into the postgres database \(\d+ tables\)\.$/);
    expect(await contents(target)).toEqual(before);

    await expect(cli(['restore', '--from', file], target)).rejects.toThrow('The database is not empty');
    await cli(['restore', '--from', file, '--force'], target);
    expect(await contents(target)).toEqual(before);
  });
});
