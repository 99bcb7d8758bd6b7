import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database, MailKind, QueuedMail } from '../db/tables';
import type { MailAttachment } from './mailer';

export interface MailToQueue {
  id: string;
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The e-mail of the person the mail is about when not its recipient (so an erasure finds it). */
  about?: string;
  attachments?: MailAttachment[];
}

/** Adds a mail, due at once. `db` is the transaction that writes the row the mail reports. */
export async function queueMail(db: Kysely<Database>, mail: MailToQueue, at: Date): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('mail_queue')
    .values({
      id: mail.id,
      kind: mail.kind,
      to_address: mail.to,
      about: mail.about?.toLowerCase() ?? null,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      newsletter_id: null,
      list: null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .execute();
}

/** One newsletter copy to queue: the body is rendered at delivery (queue-worker's hooks), for this address and list. */
export interface NewsletterCopy {
  id: string;
  to: string;
  subject: string;
  newsletterId: string;
  list: string;
}

/** Adds many newsletter copies in one statement (the caller chunks them and holds the transaction). */
export async function queueNewsletterCopies(db: Kysely<Database>, copies: NewsletterCopy[], at: Date): Promise<void> {
  if (!copies.length) return;
  const now = at.toISOString();
  await db
    .insertInto('mail_queue')
    .values(
      copies.map((copy) => ({
        id: copy.id,
        kind: 'newsletter' as const,
        to_address: copy.to,
        about: null,
        reply_to: null,
        subject: copy.subject,
        text_body: '',
        html_body: '',
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        newsletter_id: copy.newsletterId,
        list: copy.list,
        attachments: null,
      })),
    )
    .execute();
}

export interface Claim {
  dialect: DatabaseDialect;
  now: Date;
  /** Until when the claim holds: a worker that dies mid-send leaves the mail to another after this. */
  lockedUntil: Date;
  limit: number;
  /** Only these mails (the ones a request just queued); any due mail when absent. */
  ids?: string[];
}

/**
 * Takes due mail for one worker, counting the attempt. Two workers never take the same row: on PostgreSQL
 * the rows are locked and rows another worker holds are skipped (FOR UPDATE SKIP LOCKED); on SQLite the one
 * UPDATE runs alone (the database has one writer at a time). A mail stuck in `sending` past its lock is due
 * again: the worker that claimed it is gone.
 */
export async function claimDueMail(db: Kysely<Database>, { dialect, now, lockedUntil, limit, ids }: Claim): Promise<QueuedMail[]> {
  if (ids?.length === 0) return [];
  const at = now.toISOString();
  let due = db
    .selectFrom('mail_queue')
    .select('id')
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]), eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', at)])]),
    )
    .orderBy('next_attempt_at')
    .limit(limit);
  if (ids) due = due.where('id', 'in', ids);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();

  return db
    .updateTable('mail_queue')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), locked_until: lockedUntil.toISOString(), updated_at: at }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * Extends this worker's claim on the mails it still holds (`heldUntil` is the claim's current end, which
 * names it: a row whose claim ran out and was taken by another worker has another end and is left alone).
 * Gives the ids still held.
 */
export async function renewClaim(
  db: Kysely<Database>,
  ids: string[],
  { heldUntil, lockedUntil, at }: { heldUntil: Date; lockedUntil: Date; at: Date },
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .updateTable('mail_queue')
    .set({ locked_until: lockedUntil.toISOString(), updated_at: at.toISOString() })
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .where('locked_until', '=', heldUntil.toISOString())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Hands back claimed mails this worker did not start (it is stopping): due at once for another worker, the
 * claim's attempt not counted. Only rows still under this claim (`heldUntil`, as in renewClaim).
 */
export async function releaseClaim(db: Kysely<Database>, ids: string[], { heldUntil, at }: { heldUntil: Date; at: Date }): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .updateTable('mail_queue')
    .set((eb) => ({ status: 'pending', attempts: eb('attempts', '-', 1), locked_until: null, next_attempt_at: at.toISOString(), updated_at: at.toISOString() }))
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .where('locked_until', '=', heldUntil.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Delivered (or dropped unsent): the rows go (a body may hold a reset link, which has no business staying here). */
export async function deleteDelivered(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('mail_queue').where('id', 'in', ids).execute();
}

/** Failed: tried again at `next`, or dead when `next` is absent (no attempts left). */
export async function recordFailure(db: Kysely<Database>, id: string, { error, next, at }: { error: string; next?: Date; at: Date }): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({
      status: next ? 'pending' : 'dead',
      next_attempt_at: (next ?? at).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 500),
      updated_at: at.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export interface QueueDepth {
  /** Waiting for an attempt, or being sent. */
  pending: number;
  dead: number;
  /** When the oldest waiting mail was queued (null when none waits). */
  oldestPendingAt: string | null;
}

export async function queueDepth(db: Kysely<Database>): Promise<QueueDepth> {
  const rows = await db
    .selectFrom('mail_queue')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((r) => r.status === status);
  const waiting = [of('pending'), of('sending')].filter((r) => r !== undefined);
  return {
    pending: waiting.reduce((sum, r) => sum + Number(r.count), 0),
    dead: Number(of('dead')?.count ?? 0),
    oldestPendingAt: waiting.map((r) => String(r.oldest)).sort()[0] ?? null,
  };
}

/** Queued mail for operators, oldest first: what waits (and why), or the dead letters. */
export function listQueuedMail(db: Kysely<Database>, { dead, limit }: { dead: boolean; limit: number }): Promise<QueuedMail[]> {
  return db
    .selectFrom('mail_queue')
    .selectAll()
    .where('status', dead ? '=' : '!=', 'dead')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Puts dead letters back in the queue (after the mail server's problem is fixed); gives how many. */
export async function retryDead(db: Kysely<Database>, at: Date): Promise<number> {
  const result = await db
    .updateTable('mail_queue')
    .set({ status: 'pending', attempts: 0, next_attempt_at: at.toISOString(), updated_at: at.toISOString() })
    .where('status', '=', 'dead')
    // A letter emptied after its retention has nothing left to send; a newsletter copy is rendered at delivery.
    .where((eb) => eb.or([eb('html_body', '!=', ''), eb('newsletter_id', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How long a dead letter keeps its subject and body (they may hold a name, an enquiry's words, a reset link). */
export const deadLetterRetentionMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Empties the subject and body of dead letters given up before `before`: an operator still sees that a mail
 * of that kind to that address failed, and why, but nothing it said. Gives how many were emptied.
 */
export async function emptyOldDeadLetters(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .updateTable('mail_queue')
    .set({ subject: '', text_body: '', html_body: '', attachments: null })
    .where('status', '=', 'dead')
    .where('updated_at', '<', before.toISOString())
    .where('html_body', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the mail waiting for one address or about it, dead letters included (an erasure). A mail a worker is sending
 * at that moment may still go out; its delivery then deletes nothing. Gives how many went.
 */
export async function deleteQueuedMailTo(db: Kysely<Database>, address: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where((eb) => eb.or([eb('to_address', '=', address), eb('about', '=', address.toLowerCase())]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
