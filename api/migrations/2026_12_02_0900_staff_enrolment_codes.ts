/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// docs/product/staff.md "Enrolment": a second factor is enrolled only with a single-use link e-mailed to the
// account's own address (a password alone once enrolled the thief's own app). Only the code's SHA-256 is
// stored. Sessions also record when a second factor (not a password) was last given: releases, newsletters,
// invitations and passkey changes need one from the last 5 minutes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_enrolment_codes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('staff_enrolment_codes_member').on('staff_enrolment_codes').column('member_id').execute();

  await db.schema.alterTable('member_sessions').addColumn('fresh_factor_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_sessions').dropColumn('fresh_factor_at').execute();
  await db.schema.dropTable('staff_enrolment_codes').execute();
}
