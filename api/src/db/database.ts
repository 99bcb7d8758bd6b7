import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './tables';

export type DatabaseDialect = DatabaseConfig['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Where Kysely keeps its migration tables (PostgreSQL only; see migrate.ts). */
  schema?: string;
}

/** Opens the configured database: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const pool = new Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: 10_000,
      // A schema per deployment (or per test run) on a shared server; set on every pooled connection.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema: config.schema ?? 'public' };
  }

  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers run beside the writer; SQLite leaves foreign keys off unless asked; the timeout
  // rides out a concurrent CLI migrate instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
