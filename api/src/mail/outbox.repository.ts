import type { Kysely } from 'kysely';
import type { Database, OutboxMessage } from '../db/tables';

export async function addOutboxMessage(db: Kysely<Database>, message: OutboxMessage): Promise<void> {
  await db.insertInto('mail_outbox').values(message).execute();
}

/** The newest messages first, optionally only those to one address (the e-mail, as it was sent). */
export async function listOutboxMessages(db: Kysely<Database>, { limit, to }: { limit: number; to?: string }): Promise<OutboxMessage[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}

export async function findOutboxMessage(db: Kysely<Database>, id: string): Promise<OutboxMessage | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the messages kept before `before` (the outbox's retention); gives how many went. */
export async function purgeOutbox(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('mail_outbox').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the messages kept for one address or about it (an erasure: the outbox holds their words). Gives how many went. */
export async function deleteOutboxMailTo(db: Kysely<Database>, address: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('to_address', '=', address), eb('about', '=', address.toLowerCase())]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
