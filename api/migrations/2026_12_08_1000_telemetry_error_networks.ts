/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// docs/product/telemetry.md "Evidence from many visitors": a canary is rolled back only on page loads with
// errors from several networks. One row per remote version and network (a keyed hash of a /24 or /64, never
// an address), its last page load with an error; purged with the rest of the telemetry after 30 days.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telemetry_error_networks')
    .addColumn('remote', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'varchar(100)', (col) => col.notNull())
    .addColumn('network', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_seen', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('telemetry_error_networks_pk', ['remote', 'version', 'network'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telemetry_error_networks').execute();
}
