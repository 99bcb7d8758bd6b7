import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newsletterMessages, type MailingList, type PublicNewsletter, type StaffNewsletter } from '@tenants/shared/model';
import type { Database, Newsletter } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { sanitiseArticleHtml } from '../articles/sanitize';
import { newsletterUnsubscribes, recipientBefore } from '../subscriptions/consent.service';
import { linkClicks } from './link-clicks';
import { clicksOf } from './link-clicks.repository';
import {
  findNewsletter,
  findSentBySlug,
  insertNewsletter,
  moveQueueCursor,
  pageOfNewsletters,
  queuedUpTo,
  slugTaken,
  updateDraft,
} from './newsletters.repository';

/** Paths under /newsletters that are pages of their own, never a newsletter's address. */
const reservedSlugs = new Set(['confirm', 'unsubscribe', 'preferences']);

/** `march-news-2026-12-01`: the subject's words and the day, made unique with -2, -3… */
export async function freeSlug(db: Kysely<Database>, subject: string, day: Date, exceptId?: string): Promise<string> {
  const words = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  const base = `${words || 'newsletter'}-${day.toISOString().slice(0, 10)}`;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!reservedSlugs.has(slug) && !(await slugTaken(db, slug, exceptId))) return slug;
  }
}

export interface NewsletterInput {
  subject: string;
  html: string;
  list: MailingList;
}

/** The staff's HTML through the article bodies' policy: what is saved is what is sent and shown. */
const clean = (html: string) => sanitiseArticleHtml(html).html;

export async function createNewsletter(db: Kysely<Database>, input: NewsletterInput, createdBy: string | null, now: Date): Promise<Newsletter> {
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    slug: await freeSlug(db, input.subject, now),
    subject: input.subject,
    html: clean(input.html),
    list: input.list,
    status: 'draft' as const,
    send_at: null,
    sent_at: null,
    created_by: createdBy,
    recipients: 0,
    sent: 0,
    bounced: 0,
    queue_cursor: null,
    locked_until: null,
    created_at: at,
    updated_at: at,
  };
  await insertNewsletter(db, row);
  return row;
}

export async function newsletterOrNotFound(db: Kysely<Database>, id: string): Promise<Newsletter> {
  const row = await findNewsletter(db, id);
  if (!row) throw new HttpError(404, newsletterMessages.notFound);
  return row;
}

/** A draft's or a scheduled one's new content (a scheduled one goes back to draft); a sent one is a 400. */
export async function changeNewsletter(db: Kysely<Database>, id: string, input: NewsletterInput, now: Date): Promise<Newsletter> {
  const current = await newsletterOrNotFound(db, id);
  const slug = current.subject === input.subject ? current.slug : await freeSlug(db, input.subject, new Date(current.created_at), id);
  if (!(await updateDraft(db, id, { subject: input.subject, html: clean(input.html), list: input.list, slug }, now)))
    throw new HttpError(400, newsletterMessages.alreadySent);
  return newsletterOrNotFound(db, id);
}

/** The staff's view of newsletters, with the unsubscribes through each one's links. */
export async function toStaffNewsletters(db: Kysely<Database>, rows: Newsletter[]): Promise<StaffNewsletter[]> {
  const ids = rows.map((r) => r.id);
  const [newsletter, broadcast, clicks] = await Promise.all([
    newsletterUnsubscribes(db, 'newsletter', ids),
    newsletterUnsubscribes(db, 'broadcast', ids),
    clicksOf(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    subject: r.subject,
    html: r.html,
    list: r.list,
    status: r.status,
    sendAt: r.send_at,
    sentAt: r.sent_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    recipients: r.recipients,
    sent: r.sent,
    bounced: r.bounced,
    unsubscribed: (newsletter.get(r.id) ?? 0) + (broadcast.get(r.id) ?? 0),
    clicks: [...(clicks.get(r.id)?.values() ?? [])].reduce((sum, n) => sum + n, 0),
    links: linkClicks(r.html, clicks.get(r.id)),
  }));
}

export const staffNewsletterPage = (db: Kysely<Database>, page: number, pageSize: number) => pageOfNewsletters(db, { page, pageSize, sentOnly: false });

// ---------------------------------------------------------------- the public archive and web versions

const toPublic = (r: Newsletter): PublicNewsletter => ({ slug: r.slug, subject: r.subject, html: r.html, list: r.list, sentAt: r.sent_at ?? r.updated_at });

export const archivePageSize = 20;

export async function newsletterArchive(db: Kysely<Database>, page: number) {
  const { rows, total } = await pageOfNewsletters(db, { page, pageSize: archivePageSize, sentOnly: true });
  return {
    items: rows.map(({ html: _html, ...r }) => ({ slug: r.slug, subject: r.subject, list: r.list, sentAt: r.sent_at ?? r.updated_at })),
    page,
    pageCount: Math.max(1, Math.ceil(total / archivePageSize)),
  };
}

export async function sentNewsletter(db: Kysely<Database>, slug: string): Promise<PublicNewsletter> {
  const row = await findSentBySlug(db, slug);
  if (!row) throw new HttpError(404, newsletterMessages.notFound);
  return toPublic(row);
}

/**
 * Erasure (UK GDPR): a newsletter whose queueing stopped at the erased address keeps, as its cursor, the
 * address before it on the list instead (their row is gone, so nobody is queued twice or skipped). Run after
 * the person's list entries are removed.
 */
export async function forgetQueueCursor(db: Kysely<Database>, email: string): Promise<void> {
  for (const { id, list } of await queuedUpTo(db, email)) await moveQueueCursor(db, id, await recipientBefore(db, list, email));
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { sentSlugs } from './newsletters.repository';
