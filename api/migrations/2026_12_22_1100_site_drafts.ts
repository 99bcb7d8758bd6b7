/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The site settings and the menus edited like a page (issue 53). What is live stays in site_settings; a save
// keeps the whole record as a draft here (one row per record: `settings`, `menus`), so visitors see nothing
// until it is published; each publish keeps the whole record as a version (who and when), which can be put
// back into the draft.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_drafts')
    .addColumn('kind', 'varchar(20)', (col) => col.primaryKey())
    // The record's JSON, checked by shared's contracts on every write.
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    // The staff member who saved it; null once their account is erased.
    .addColumn('saved_by', 'varchar(36)')
    .execute();

  await db.schema
    .createTable('site_versions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    // Who published it; null for the record as it was before the history was kept.
    .addColumn('saved_by', 'varchar(36)')
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  // The desk lists a record's versions newest first.
  await db.schema.createIndex('site_versions_kind_saved').on('site_versions').columns(['kind', 'saved_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_versions').execute();
  await db.schema.dropTable('site_drafts').execute();
}
