import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config/core';
import { guardedPool } from './guarded-pool';
import type { Database } from './tables';

export type DatabaseDialect = DatabaseConfig['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Where Kysely keeps its migration tables (PostgreSQL only; see migrate.ts). */
  schema?: string;
  /** PostgreSQL's connection pool, for its error events and /api/health's counts. */
  pool?: Pool;
  /**
   * SQLite's connection, the one Kysely uses, for the few reads that must cost microseconds (the article
   * listing's cache reads the articles' version with it, for every turn of the event loop that asks).
   */
  sqlite?: SqliteDatabase.Database;
}

/** Opens the configured database: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const pool = new Pool({
      connectionString: config.url,
      max: config.poolMax,
      // A database that is away must answer a visitor within seconds (503, try again), never hang: the
      // connection, each statement (on the server) and each answer (here, for a network that drops packets)
      // have a limit.
      connectionTimeoutMillis: Math.min(config.timeoutMs, 5000),
      statement_timeout: config.timeoutMs,
      query_timeout: config.timeoutMs + 2000,
      idle_in_transaction_session_timeout: config.timeoutMs * 2,
      keepAlive: true,
      // A schema per deployment (or per test run) on a shared server; set on every pooled connection.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    // An idle connection that the server or the network drops is reported as an event; without a listener
    // Node would end the process. The pool has already forgotten it; the next query opens a new one.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: guardedPool(pool) }) }),
      dialect: 'postgres',
      schema: config.schema ?? 'public',
      pool,
    };
  }

  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers run beside the writer; SQLite leaves foreign keys off unless asked; the timeout
  // rides out a concurrent CLI migrate instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten, not left in free pages: an erased person must not stay readable in the file.
  sqlite.pragma('secure_delete = ON');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite', sqlite };
}
