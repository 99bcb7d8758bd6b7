/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Member discounts: a provider's offer with its code or link and the last day it can be used.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('provider', 'varchar(120)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('code', 'varchar(80)', (col) => col.notNull())
    .addColumn('link', 'varchar(500)', (col) => col.notNull())
    .addColumn('expires_on', 'varchar(10)', (col) => col.notNull())
    // draft, published or withdrawn.
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offers').execute();
}
