/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    // A random UUID made by the API: auto-increment has no spelling common to SQLite and PostgreSQL.
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('source', 'varchar(300)')
    .addColumn('consented_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
