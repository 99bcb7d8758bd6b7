import type { Kysely } from 'kysely';
import type { Database, Newsletter, NewsletterTable } from '../../db/tables';
import { paged } from '../../db/paging';

/** The newsletters table (docs/product/newsletters.md): the newsletters module's own. */

export async function insertNewsletter(db: Kysely<Database>, row: NewsletterTable): Promise<void> {
  await db.insertInto('newsletters').values(row).execute();
}

export function findNewsletter(db: Kysely<Database>, id: string): Promise<Newsletter | undefined> {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSentBySlug(db: Kysely<Database>, slug: string): Promise<Newsletter | undefined> {
  return db.selectFrom('newsletters').selectAll().where('slug', '=', slug).where('status', '=', 'sent').executeTakeFirst();
}

export async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletters')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** A draft's or scheduled one's new content; false when it is no longer either (sent meanwhile). */
export async function updateDraft(
  db: Kysely<Database>,
  id: string,
  fields: Pick<NewsletterTable, 'subject' | 'html' | 'list' | 'slug'>,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    // A scheduled newsletter that is edited goes back to draft: it is sent again only when someone says so.
    .set({ ...fields, status: 'draft', send_at: null, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a newsletter from one of `from` to `to` (send, schedule, unschedule); false when it was not in `from`. */
export async function moveStatus(
  db: Kysely<Database>,
  id: string,
  from: NewsletterTable['status'][],
  to: Pick<NewsletterTable, 'status' | 'send_at'>,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    .set({ ...to, locked_until: null, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims one newsletter to queue, atomically: a scheduled one that is due becomes `sending`, or a `sending`
 * one whose queueing instance stopped (its claim ran out) is taken over. The UPDATE's WHERE is checked again
 * under the row lock on PostgreSQL, so of several instances exactly one gets each newsletter.
 */
export async function claimDue(db: Kysely<Database>, now: Date, lockedUntil: Date): Promise<Newsletter | undefined> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('newsletters')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)])]),
      ]),
    )
    .orderBy('send_at')
    .limit(5)
    .execute();
  for (const candidate of candidates) {
    const claimed = await db
      .updateTable('newsletters')
      .set({ status: 'sending', locked_until: lockedUntil.toISOString(), updated_at: at })
      .where('id', '=', candidate.id)
      .where('status', '=', candidate.status)
      .where((eb) => (candidate.status === 'scheduled' ? eb('send_at', '<=', at) : eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)])))
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return undefined;
}

/** One chunk queued: where the next starts, how many so far, and the claim renewed. */
export async function recordQueued(
  db: Kysely<Database>,
  id: string,
  { cursor, count, lockedUntil, at }: { cursor: string; count: number; lockedUntil: Date; at: Date },
): Promise<void> {
  await db
    .updateTable('newsletters')
    .set((eb) => ({ queue_cursor: cursor, recipients: eb('recipients', '+', count), locked_until: lockedUntil.toISOString(), updated_at: at.toISOString() }))
    .where('id', '=', id)
    .execute();
}

/** An instance stopping mid-queueing lets go of its claim: the next instance's timer goes on from the cursor at once. */
export async function releaseQueueing(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('newsletters').set({ locked_until: null, updated_at: at.toISOString() }).where('id', '=', id).where('status', '=', 'sending').execute();
}

/** Sent: the queueing's cursor (the last address queued) has done its work and is not kept. */
export async function markSent(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('newsletters')
    .set({ status: 'sent', sent_at: at.toISOString(), locked_until: null, queue_cursor: null, updated_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The newsletters whose queueing stopped at `email` (the last address queued). */
export function queuedUpTo(db: Kysely<Database>, email: string) {
  return db.selectFrom('newsletters').select(['id', 'list']).where('queue_cursor', '=', email).execute();
}

export async function moveQueueCursor(db: Kysely<Database>, id: string, cursor: string | null): Promise<void> {
  await db.updateTable('newsletters').set({ queue_cursor: cursor }).where('id', '=', id).execute();
}

export async function addCounts(db: Kysely<Database>, id: string, counts: { sent?: number; bounced?: number }): Promise<void> {
  await db
    .updateTable('newsletters')
    .set((eb) => ({ sent: eb('sent', '+', counts.sent ?? 0), bounced: eb('bounced', '+', counts.bounced ?? 0) }))
    .where('id', '=', id)
    .execute();
}

/** A page of newsletters, newest first (`sentOnly`: the public archive, by send time). */
export async function pageOfNewsletters(db: Kysely<Database>, { page, pageSize, sentOnly }: { page: number; pageSize: number; sentOnly: boolean }) {
  const base = db.selectFrom('newsletters').$if(sentOnly, (qb) => qb.where('status', '=', 'sent'));
  return paged(base, { page, pageSize }, (query) =>
    query
      .selectAll()
      .$if(sentOnly, (qb) => qb.orderBy('sent_at', 'desc'))
      .orderBy('created_at', 'desc')
      .orderBy('id'),
  );
}

/** Every sent newsletter's slug and send time (the sitemap). */
export function sentSlugs(db: Kysely<Database>): Promise<Array<{ slug: string; sent_at: string | null }>> {
  return db.selectFrom('newsletters').select(['slug', 'sent_at']).where('status', '=', 'sent').orderBy('sent_at', 'desc').execute();
}
