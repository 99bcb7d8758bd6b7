/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The free consultation: the times staff open (30 minutes or more each), and members' requests with the
// times that suit them (JSON ids), the adviser assigned and the one time confirmed. A slot is taken by one
// conditional update (`taken_by is null`), so two confirmations never share it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consultation_slots')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('taken_by', 'varchar(36)')
    .addColumn('withdrawn_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)')
    .execute();
  await db.schema.createIndex('consultation_slots_starts').on('consultation_slots').column('starts_at').execute();
  await db.schema
    .createTable('consultations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('topic', 'varchar(20)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('preferred_slot_ids', 'text', (col) => col.notNull())
    // requested, confirmed or cancelled.
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('adviser_id', 'varchar(36)')
    .addColumn('slot_id', 'varchar(36)')
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('cancel_reason', 'text')
    .addColumn('reminded_at', 'varchar(32)')
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('consultations_member').on('consultations').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consultations').execute();
  await db.schema.dropTable('consultation_slots').execute();
}
