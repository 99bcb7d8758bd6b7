import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * A lease row: `take()` answers whether this instance holds `name` now, taking it when it is free or expired
 * and renewing it when it is its own. Two plain statements that each instance runs the same way on SQLite
 * and PostgreSQL: the insert creates the row once (a second insert does nothing), and the update moves it
 * only from a holder whose lease has run out, which the database decides for one updater at a time.
 */
export function releaseLease(db: Kysely<Database>, name: string, ttlMs: number, now: () => number = Date.now) {
  const holder = randomUUID();
  return {
    holder,
    async take(): Promise<boolean> {
      const at = now();
      const until = new Date(at + ttlMs).toISOString();
      await db
        .insertInto('release_leases')
        .values({ name, holder, expires_at: until })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const updated = await db
        .updateTable('release_leases')
        .set({ holder, expires_at: until })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', new Date(at).toISOString())]))
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    /** Hands the lease back (a stopping instance), so another takes it at its next look. */
    async release(): Promise<void> {
      await db.deleteFrom('release_leases').where('name', '=', name).where('holder', '=', holder).execute();
    },
  };
}
