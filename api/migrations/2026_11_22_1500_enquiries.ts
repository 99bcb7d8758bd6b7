/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The 7-step enquiry (docs/product/enquiry.md): every answer as the visitor gave it, for the staff who call them back.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('annual_rent', 'varchar(40)', (col) => col.notNull())
    // 1 Yes, 0 No, 2 Unsure (the lease question).
    .addColumn('is_lease_held', 'integer', (col) => col.notNull())
    .addColumn('city', 'varchar(120)', (col) => col.notNull())
    .addColumn('comments', 'text', (col) => col.notNull())
    .addColumn('firstname', 'varchar(100)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(15)', (col) => col.notNull())
    // 0 or 1: one integer type reads the same on SQLite and PostgreSQL.
    .addColumn('is_subscribe', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiries_created_at').on('enquiries').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enquiries').execute();
}
