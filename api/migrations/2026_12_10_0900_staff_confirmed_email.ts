/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// A staff account's enrolment links go only to the address it had when its role was given (issue 50: a
// session made by password alone moved the address, and the next link went to the attacker). `staff_email`
// keeps that address; accounts that are staff today keep the one they have. An address change asked with a
// fresh second factor carries its time in `factor_at`, so the account's confirmed address may follow it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('staff_email', 'varchar(254)').execute();
  await db
    .updateTable('members')
    .set({ staff_email: sql`email` })
    .where('role', 'in', ['contributor', 'staff', 'admin'])
    .execute();
  await db.schema.alterTable('member_email_changes').addColumn('factor_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_email_changes').dropColumn('factor_at').execute();
  await db.schema.alterTable('members').dropColumn('staff_email').execute();
}
