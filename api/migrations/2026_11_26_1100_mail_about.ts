/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Whom a mail is about when that is not its recipient (the staff's notification of an enquiry names the
// visitor): an erasure finds and deletes such mail too, in the queue and in the outbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_queue').addColumn('about', 'varchar(254)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('about', 'varchar(254)').execute();
  await db.schema.createIndex('mail_queue_about').on('mail_queue').column('about').execute();
  await db.schema.createIndex('mail_outbox_about').on('mail_outbox').column('about').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_about').execute();
  await db.schema.dropIndex('mail_queue_about').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('about').execute();
  await db.schema.alterTable('mail_queue').dropColumn('about').execute();
}
