/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Member events and their bookings. An event keeps its booked count beside its capacity so that taking a
// place is one conditional update (`booked_count < capacity`): the row it locks makes two members asking
// for the last place at once take turns on PostgreSQL as on SQLite. `waiting_seq` numbers the waiting list
// the same way. One booking row per member and event (unique), whatever became of it, so a second press of
// "Book" is refused and a member who gave their place back can take one again.
// Mail gets its attachments (an event's calendar invitation): in the queue's row and the local outbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary', 'varchar(300)', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('online', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('place', 'varchar(500)', (col) => col.notNull())
    .addColumn('area', 'varchar(100)', (col) => col.notNull())
    .addColumn('online_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    // members or open.
    .addColumn('audience', 'varchar(10)', (col) => col.notNull())
    .addColumn('picture_url', 'varchar(300)', (col) => col.notNull())
    .addColumn('picture_alt', 'varchar(300)', (col) => col.notNull())
    // draft, published or cancelled.
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('booked_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('waiting_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();
  await db.schema.createIndex('events_state_starts').on('events').columns(['state', 'starts_at']).execute();

  await db.schema
    .createTable('event_bookings')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('event_id', 'varchar(36)', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull())
    // booked, waiting or cancelled.
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('waiting_position', 'integer')
    .addColumn('booked_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('checked_in_at', 'varchar(32)')
    .addColumn('reminded_at', 'varchar(32)')
    .addUniqueConstraint('event_bookings_event_member', ['event_id', 'member_id'])
    .execute();
  await db.schema.createIndex('event_bookings_member').on('event_bookings').column('member_id').execute();

  await db.schema.alterTable('mail_queue').addColumn('attachments', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.alterTable('mail_queue').dropColumn('attachments').execute();
  await db.schema.dropTable('event_bookings').execute();
  await db.schema.dropTable('events').execute();
}
