import { execFile } from 'node:child_process';
import { chmodSync, closeSync, copyFileSync, existsSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config/core';
import type { DatabaseHandle } from './database';

const run = promisify(execFile);

/** The tables of the database (its schema on PostgreSQL), Kysely's own migration tables included. */
export async function tableNames(database: DatabaseHandle): Promise<string[]> {
  if (database.sqlite) {
    const rows = database.sqlite.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  }
  const { rows } = await database.pool!.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [database.schema ?? 'public'],
  );
  return rows.map((row) => row.table_name);
}

/** The PostgreSQL tools' view of the connection: the URL, and the schema as its own option. */
const pgTarget = (config: Extract<DatabaseConfig, { dialect: 'postgres' }>) => ({ url: config.url, schema: config.schema ?? 'public' });

/** A PostgreSQL tool's failure, told without the connection string (it may hold a password). */
function toolFailure(tool: string, error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  const missing = (error as { code?: string }).code === 'ENOENT';
  return new Error(
    missing ? `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client).` : `${tool} failed: ${stderr || String(error)}`,
  );
}

/**
 * A backup of the whole database in one file, taken while the API runs: SQLite's online backup (a consistent
 * copy, page by page, beside the writers), or `pg_dump` of the configured schema (custom format, one
 * snapshot). The release files in the deploy folder are backed up beside it (docs/backups.md).
 */
export async function backupDatabase(database: DatabaseHandle, config: DatabaseConfig, out: string): Promise<{ tables: number; bytes: number }> {
  const file = path.resolve(out);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  // A backup holds personal data, password hashes and the site's keys: readable by its owner only, from its
  // first byte (made empty with mode 0600 before anything is written into it, whatever the umask).
  closeSync(openSync(partial, 'wx', 0o600));
  chmodSync(partial, 0o600);
  if (config.dialect === 'sqlite') {
    await database.sqlite!.backup(partial);
  } else {
    const { url, schema } = pgTarget(config);
    try {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${partial}`, `--dbname=${url}`]);
    } catch (error) {
      rmSync(partial, { force: true });
      throw toolFailure('pg_dump', error);
    }
  }
  // The tools may have made the file again: it stays the owner's alone.
  chmodSync(partial, 0o600);
  // Renamed into place only once whole: a failed backup never leaves a file that looks like one.
  renameSync(partial, file);
  return { tables: (await tableNames(database)).length, bytes: statSync(file).size };
}

/** Whether the configured database holds any table yet (restore goes into an empty one unless forced). */
async function isEmpty(config: DatabaseConfig): Promise<boolean> {
  if (config.dialect === 'sqlite') {
    if (config.file === ':memory:' || !existsSync(config.file)) return true;
    const sqlite = new SqliteDatabase(config.file, { readonly: true });
    try {
      return (sqlite.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as { n: number }).n === 0;
    } finally {
      sqlite.close();
    }
  }
  const pool = new Pool({ connectionString: config.url, max: 1 });
  try {
    const { rows } = await pool.query<{ n: string }>(`select count(*) as n from information_schema.tables where table_schema = $1`, [pgTarget(config).schema]);
    return Number(rows[0].n) === 0;
  } finally {
    await pool.end();
  }
}

/**
 * Restores a backup made by `backupDatabase` into the configured database, with the API stopped: into an empty
 * one (a new server, a fresh schema), or over the current one with `force`. The file is checked first (a
 * SQLite file that passes its integrity check and was migrated by this API; a dump pg_restore can read), so a
 * wrong file changes nothing.
 */
export async function restoreDatabase(config: DatabaseConfig, from: string, { force = false } = {}): Promise<void> {
  const file = path.resolve(from);
  if (!existsSync(file)) throw new Error(`No such backup file: ${file}`);
  if (!force && !(await isEmpty(config)))
    throw new Error('The database is not empty: restore goes into an empty database. Pass --force to replace what is there (stop the API first).');

  if (config.dialect === 'sqlite') {
    if (config.file === ':memory:') throw new Error('SQLITE_FILE is :memory:: there is no file to restore into.');
    let backup: SqliteDatabase.Database | undefined;
    try {
      backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      const check = backup.pragma('integrity_check', { simple: true });
      const migrated = backup.prepare(`select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'`).get() as { n: number };
      if (check !== 'ok' || migrated.n !== 1) throw new Error('not a backup of this site');
    } catch (error) {
      throw new Error(`${file} is not a backup of this site's SQLite database (${(error as Error).message}).`);
    } finally {
      backup?.close();
    }
    // Copied beside the database, then renamed over it: the database is the old one or the whole new one.
    const partial = `${config.file}.restoring`;
    copyFileSync(file, partial);
    for (const journal of ['-wal', '-shm']) rmSync(`${config.file}${journal}`, { force: true });
    renameSync(partial, config.file);
    return;
  }

  const { url, schema } = pgTarget(config);
  let contents: string;
  try {
    contents = (await run('pg_restore', ['--list', file])).stdout;
  } catch (error) {
    throw new Error(`${file} is not a PostgreSQL backup (${toolFailure('pg_restore', error).message}).`);
  }
  // A dump restores into the schema it was taken from: say so before anything is written elsewhere.
  const dumped = /^\d+; \d+ \d+ TABLE (\S+) /m.exec(contents)?.[1];
  if (!dumped) throw new Error(`${file} holds no tables: not a backup of this site.`);
  if (dumped !== schema)
    throw new Error(`The backup is of schema "${dumped}": set DATABASE_SCHEMA=${dumped} to restore it (it restores into the schema it came from).`);
  // `createdb` makes every database with an empty `public` schema, and a dump of `public` creates it: with
  // `--exit-on-error` that stops at "schema already exists". When the schema is there, its own entries (the
  // schema and its comment) are left out of the restore's list; its tables, data and the rest go in.
  const list = (await schemaExists(url, schema))
    ? withoutSchemaEntries(contents, schema, path.join(tmpdir(), `tenants-restore-${process.pid}-${Date.now()}.list`))
    : undefined;
  try {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      ...(list ? [`--use-list=${list}`] : []),
      `--dbname=${url}`,
      file,
    ]);
  } catch (error) {
    throw toolFailure('pg_restore', error);
  } finally {
    if (list) rmSync(list, { force: true });
  }
}

async function schemaExists(url: string, schema: string): Promise<boolean> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    return (await pool.query(`select 1 from pg_namespace where nspname = $1`, [schema])).rowCount === 1;
  } finally {
    await pool.end();
  }
}

/** pg_restore's table of contents without the lines that make the schema itself or comment on it. */
function withoutSchemaEntries(contents: string, schema: string, out: string): string {
  const own = [` SCHEMA - ${schema} `, ` COMMENT - SCHEMA ${schema} `];
  const kept = contents.split('\n').filter((line) => !own.some((entry) => line.includes(entry)));
  writeFileSync(out, kept.join('\n'), { mode: 0o600 });
  return out;
}
