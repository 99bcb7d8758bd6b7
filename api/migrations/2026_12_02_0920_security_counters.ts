/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// docs/product/staff.md "Lockout": the counts behind failed-login and second-factor lockouts (and the other
// per-target limits) move from each process's memory to the database when Redis is not configured, so every
// API instance on the database shares them and an attempt is counted, in one statement, before it is checked.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('security_counters')
    // `login-failures:<e-mail>`, `second-factor-failures:<id>`...
    .addColumn('key', 'varchar(320)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('security_counters_reset_at').on('security_counters').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_counters').execute();
}
