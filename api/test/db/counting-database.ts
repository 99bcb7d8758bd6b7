import type { PoolClient } from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import type { DatabaseConfig } from '../../src/config/core';

/** What went to PostgreSQL through one handle: every statement's text, and the transactions they made. */
export interface StatementLog {
  statements: string[];
  /** A statement outside BEGIN…COMMIT is a transaction of its own (autocommit); BEGIN…COMMIT is one. */
  transactions: number;
  reset(): void;
}

/**
 * A PostgreSQL handle that counts what the app sends, on the connection itself: every pooled client's
 * queries pass through here, whichever part of the app (Kysely or the pool) sent them.
 */
export function countingDatabase(config: DatabaseConfig): { database: DatabaseHandle; log: StatementLog } {
  const database = openDatabase(config);
  const pool = database.pool;
  if (!pool) throw new Error('countingDatabase counts PostgreSQL statements only.');
  const log: StatementLog = {
    statements: [],
    transactions: 0,
    reset() {
      log.statements = [];
      log.transactions = 0;
    },
  };
  const counted = new WeakSet<PoolClient>();
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  // pg-pool's own query() asks with a callback; Kysely awaits the promise.
  (pool as { connect: unknown }).connect = (callback?: (error: unknown, client?: PoolClient, release?: () => void) => void) => {
    const connected = connect().then(count);
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: unknown) => callback(error),
    );
    return undefined;
  };
  function count(client: PoolClient): PoolClient {
    if (!counted.has(client)) {
      counted.add(client);
      let inTransaction = false;
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        const text = (typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '')).trim();
        log.statements.push(text);
        if (/^begin\b/i.test(text)) {
          inTransaction = true;
          log.transactions += 1;
        } else if (/^(commit|rollback)\b/i.test(text)) inTransaction = false;
        else if (!inTransaction) log.transactions += 1;
        return query(...args);
      };
    }
    return client;
  }
  return { database, log };
}
