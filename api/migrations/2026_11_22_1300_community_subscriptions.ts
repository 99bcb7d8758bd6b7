/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The community lists (email broadcast and WhatsApp; docs/product/subscriptions.md), shaped like the newsletter's table: one
// row per contact (the unique index makes a repeat subscription a no-op) with its consent record.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('broadcast_subscriptions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('source', 'varchar(300)')
    .addColumn('consented_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('whatsapp_subscriptions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Digits only, at most 15 by E.164.
    .addColumn('phone', 'varchar(15)', (col) => col.notNull().unique())
    .addColumn('source', 'varchar(300)')
    .addColumn('consented_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('whatsapp_subscriptions').execute();
  await db.schema.dropTable('broadcast_subscriptions').execute();
}
