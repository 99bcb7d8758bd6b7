/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Members (docs/product/accounts-and-guides.md), their login sessions and their password-reset links. Secrets are never
// stored as given: the password as an scrypt hash, session and reset tokens as SHA-256 hashes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('firstname', 'varchar(100)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(100)', (col) => col.notNull())
    // Lower-cased, so one address is one account whatever its case.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    // Digits only, as the sign-up form sends them.
    .addColumn('phone', 'varchar(15)', (col) => col.notNull().unique())
    // "scrypt$N$r$p$salt$hash": the parameters travel with the hash, so they can be raised later.
    .addColumn('password_hash', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('member_sessions_member_id').on('member_sessions').column('member_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_member_id').on('password_resets').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('member_sessions').execute();
  await db.schema.dropTable('members').execute();
}
