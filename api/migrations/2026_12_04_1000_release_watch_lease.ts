/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// docs/product/telemetry.md "One watch acts": every instance runs the canary watch, but only the one holding
// this lease judges and ends canaries, so an automatic rollback is recorded and mailed once. A row, not an
// advisory lock, so it works the same on SQLite and PostgreSQL; a holder that dies loses it when it expires.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_leases')
    // `canary-watch`
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    // A random id per running instance.
    .addColumn('holder', 'varchar(100)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_leases').execute();
}
