/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Newsletters with consent. The two e-mail lists become double opt-in with a consent record per
// address (wording, confirmed, withdrawn and how); the rows already there were single opt-in and are kept
// as confirmed (their consent was given on our form). Newsletters written in the staff area, the queue's
// newsletter rows (rendered at delivery, so 50,000 of them do not hold 50,000 copies of the HTML), and a
// table of secrets the instances share (the unsubscribe links' key when UNSUBSCRIBE_SECRET is unset).
const emailLists = ['newsletter_subscriptions', 'broadcast_subscriptions'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of emailLists) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('confirmed'))
      .execute();
    for (const [name, type] of [
      ['wording', 'varchar(300)'],
      ['confirmed_at', 'varchar(32)'],
      ['withdrawn_at', 'varchar(32)'],
      ['withdrawn_via', 'varchar(12)'],
      ['withdrawn_newsletter_id', 'varchar(36)'],
      ['confirm_token_hash', 'varchar(64)'],
      ['confirm_sent_at', 'varchar(32)'],
      ['confirm_expires_at', 'varchar(32)'],
    ] as const) {
      await db.schema.alterTable(table).addColumn(name, type).execute();
    }
    await db
      .updateTable(table)
      .set((eb: any) => ({ confirmed_at: eb.ref('consented_at') }))
      .execute();
    await db.schema.createIndex(`${table}_confirm_token`).on(table).column('confirm_token_hash').execute();
    // A send reads the confirmed addresses in address order, a chunk at a time.
    await db.schema.createIndex(`${table}_status_email`).on(table).columns(['status', 'email']).execute();
    await db.schema.createIndex(`${table}_withdrawn_newsletter`).on(table).column('withdrawn_newsletter_id').execute();
  }

  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('list', 'varchar(12)', (col) => col.notNull())
    // draft, scheduled, sending (its recipients being queued), sent.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('send_at', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(36)')
    .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bounced', 'integer', (col) => col.notNull().defaultTo(0))
    // The last address queued and the claim of the instance queueing: a stopped instance's send resumes there.
    .addColumn('queue_cursor', 'varchar(254)')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('newsletters_status_sent').on('newsletters').columns(['status', 'sent_at']).execute();

  await db.schema.alterTable('mail_queue').addColumn('newsletter_id', 'varchar(36)').execute();
  await db.schema.alterTable('mail_queue').addColumn('list', 'varchar(12)').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.alterTable('mail_queue').dropColumn('list').execute();
  await db.schema.alterTable('mail_queue').dropColumn('newsletter_id').execute();
  await db.schema.dropTable('newsletters').execute();
  for (const table of emailLists) {
    await db.schema.dropIndex(`${table}_withdrawn_newsletter`).execute();
    await db.schema.dropIndex(`${table}_status_email`).execute();
    await db.schema.dropIndex(`${table}_confirm_token`).execute();
    for (const name of [
      'confirm_expires_at',
      'confirm_sent_at',
      'confirm_token_hash',
      'withdrawn_newsletter_id',
      'withdrawn_via',
      'withdrawn_at',
      'confirmed_at',
      'wording',
      'status',
    ]) {
      await db.schema.alterTable(table).dropColumn(name).execute();
    }
  }
}
