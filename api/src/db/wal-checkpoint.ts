import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './tables';

/**
 * After an erasure on SQLite: the `-wal` file still holds the pages the erasure rewrote, their old contents
 * included (an audit found 39 copies of an erased address in it), until a checkpoint copies them into the
 * database file (where `secure_delete` overwrites what was deleted) and TRUNCATE empties the `-wal` to zero
 * bytes. PostgreSQL's write-ahead log is the server's own, recycled by it: nothing to do there.
 */
export async function checkpointAfterErasure(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}
