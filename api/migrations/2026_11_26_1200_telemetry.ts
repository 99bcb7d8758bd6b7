/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Browsers' reports, aggregated per minute and remote version (counts, vital histograms, errors by message),
// kept 30 days: what the releases page shows and the canary watch compares.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telemetry_counts')
    .addColumn('minute', 'varchar(16)', (col) => col.notNull())
    .addColumn('remote', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'varchar(100)', (col) => col.notNull())
    .addColumn('route', 'varchar(200)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('telemetry_counts_pk', ['minute', 'remote', 'version', 'route', 'kind'])
    .execute();
  await db.schema.createIndex('telemetry_counts_version').on('telemetry_counts').columns(['remote', 'version', 'minute']).execute();
  await db.schema
    .createTable('telemetry_vitals')
    .addColumn('minute', 'varchar(16)', (col) => col.notNull())
    .addColumn('remote', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'varchar(100)', (col) => col.notNull())
    .addColumn('name', 'varchar(10)', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('telemetry_vitals_pk', ['minute', 'remote', 'version', 'name', 'bucket'])
    .execute();
  await db.schema.createIndex('telemetry_vitals_version').on('telemetry_vitals').columns(['remote', 'version', 'minute']).execute();
  await db.schema
    .createTable('telemetry_errors')
    .addColumn('remote', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'varchar(100)', (col) => col.notNull())
    .addColumn('fingerprint', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'varchar(300)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('first_seen', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('telemetry_errors_pk', ['remote', 'version', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telemetry_errors').execute();
  await db.schema.dropTable('telemetry_vitals').execute();
  await db.schema.dropTable('telemetry_counts').execute();
}
