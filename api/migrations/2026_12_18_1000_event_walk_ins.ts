/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Staff book walk-ins: someone at the door or on the phone with a name and an e-mail but no account. Their
// booking keeps the name and e-mail itself; its member_id is a fresh id no member has, so the unique
// (event, member) pair and every count work as for a member's booking. Empty for members' own bookings.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_bookings').addColumn('guest_firstname', 'varchar(100)').execute();
  await db.schema.alterTable('event_bookings').addColumn('guest_lastname', 'varchar(100)').execute();
  await db.schema.alterTable('event_bookings').addColumn('guest_email', 'varchar(320)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_bookings').dropColumn('guest_email').execute();
  await db.schema.alterTable('event_bookings').dropColumn('guest_firstname').execute();
  await db.schema.alterTable('event_bookings').dropColumn('guest_lastname').execute();
}
