import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * A lease row: `take()` answers whether this instance holds `name` now, taking it when it is free or expired
 * and renewing it when it is its own, in one upsert that each instance runs the same way on SQLite and
 * PostgreSQL: the database decides for one writer at a time whether the row's holder has run out.
 */
export function releaseLease(db: Kysely<Database>, name: string, ttlMs: number, now: () => number = Date.now) {
  const holder = randomUUID();
  return {
    holder,
    async take(): Promise<boolean> {
      const at = now();
      const until = new Date(at + ttlMs).toISOString();
      // One statement, not an insert then an update: the watch takes it at every look on every instance, and an
      // idle instance's transactions are counted (issue 54). The row is created, or moved only from a holder whose
      // lease has run out; a row the condition leaves alone counts as no row written, on both databases.
      const taken = await db
        .insertInto('release_leases')
        .values({ name, holder, expires_at: until })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, expires_at: until })
            .where((eb) => eb.or([eb('release_leases.holder', '=', holder), eb('release_leases.expires_at', '<', new Date(at).toISOString())])),
        )
        .executeTakeFirst();
      return Number(taken.numInsertedOrUpdatedRows) === 1;
    },
    /** Hands the lease back (a stopping instance), so another takes it at its next look. */
    async release(): Promise<void> {
      await db.deleteFrom('release_leases').where('name', '=', name).where('holder', '=', holder).execute();
    },
  };
}
