/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Mail waiting to be delivered (SMTP or the outbox), written in the same transaction as the row it reports
// (an enquiry, a reset link, a donation), so a mail server that is down loses nothing: a worker delivers
// it with retries and back-off. A row is deleted once delivered; after the last attempt it stays as 'dead'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // password-reset, enquiry-notification, enquiry-receipt, donation-receipt: for logs and operators.
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(1000)', (col) => col.notNull())
    .addColumn('reply_to', 'varchar(254)')
    .addColumn('subject', 'varchar(500)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    // pending (waiting for its next attempt), sending (claimed by a worker until locked_until), dead.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The worker's question: what is due now, oldest first.
  await db.schema.createIndex('mail_queue_status_next_attempt').on('mail_queue').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
