import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { deleteOutboxMailTo } from './outbox.repository';
import { deleteQueuedMailTo } from './queue.repository';

/**
 * Deletes every mail to or about `address` that is still held here: waiting in the queue (dead letters too)
 * or kept in the outbox, the staff's notification of their enquiry among them (an erasure: they carry the
 * person's name and words). Gives how many went.
 */
export async function forgetMailTo(db: Kysely<Database>, address: string): Promise<number> {
  return (await deleteQueuedMailTo(db, address)) + (await deleteOutboxMailTo(db, address));
}
