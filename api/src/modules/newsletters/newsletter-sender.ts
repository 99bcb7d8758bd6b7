import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Newsletter, QueuedMail } from '../../db/tables';
import { queueNewsletterCopies, type DeliveryHooks } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { confirmedRecipients, isMailable, unsubscribeTokenFor } from '../subscriptions/consent.service';
import { addCounts, claimDue, findNewsletter, markSent, recordQueued, releaseQueueing } from './newsletters.repository';
import { countedLinks } from './link-clicks';
import { listHeaders } from './newsletters.emails';

/**
 * Sending (docs/product/newsletters.md): a due newsletter is claimed by one instance (an atomic UPDATE),
 * its confirmed recipients are queued in chunks, each chunk one multi-row INSERT in its own transaction
 * with the cursor that says where the next starts (an instance that stops mid-way is followed by another
 * from there), and the mail queue's workers on every instance deliver the copies, rendering each at
 * delivery with its own unsubscribe link and its body's links pointing at the click counter.
 */

export interface SenderDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now: () => Date;
  unsubscribeKey: () => Promise<string>;
  /** True once the instance is stopping: no newsletter is claimed, and one being queued is let go between chunks. */
  stopping?: () => boolean;
}

/** Copies per INSERT: 500 rows × 17 columns stays under SQLite's and PostgreSQL's bound-parameter limits. */
export const chunkSize = 500;
/** The queueing instance's claim; renewed with each chunk. */
const claimMs = 2 * 60 * 1000;

/** Queues the rest of a claimed newsletter's recipients and marks it sent; gives how many were queued now. */
export async function queueRecipients(deps: Pick<SenderDeps, 'db' | 'now' | 'stopping'>, newsletter: Newsletter): Promise<number> {
  let cursor = newsletter.queue_cursor;
  let queued = 0;
  for (;;) {
    if (deps.stopping?.()) {
      await releaseQueueing(deps.db, newsletter.id, deps.now());
      return queued;
    }
    const done = await deps.db.transaction().execute(async (trx) => {
      const emails = await confirmedRecipients(trx, newsletter.list, cursor, chunkSize);
      if (!emails.length) return true;
      const at = deps.now();
      await queueNewsletterCopies(
        trx,
        emails.map((to) => ({ id: randomUUID(), to, subject: newsletter.subject, newsletterId: newsletter.id, list: newsletter.list })),
        at,
      );
      cursor = emails[emails.length - 1];
      queued += emails.length;
      await recordQueued(trx, newsletter.id, { cursor, count: emails.length, lockedUntil: new Date(at.getTime() + claimMs), at });
      return emails.length < chunkSize;
    });
    if (done) break;
  }
  await markSent(deps.db, newsletter.id, deps.now());
  return queued;
}

/** One pass: every newsletter that is due (or whose queueing stopped) is queued; gives how many copies. */
export async function queueDueNewsletters(deps: SenderDeps): Promise<number> {
  let total = 0;
  while (!deps.stopping?.()) {
    const now = deps.now();
    const newsletter = await claimDue(deps.db, now, new Date(now.getTime() + claimMs));
    if (!newsletter) return total;
    const queued = await queueRecipients(deps, newsletter);
    // The newsletter's id and how many: never an address.
    deps.log.info({ newsletter: { id: newsletter.id, queued } }, 'newsletter queued');
    total += queued;
  }
  return total;
}

/**
 * The mail queue's hooks for newsletter copies: each copy is rendered when it is sent (the queue holds no
 * 50,000 copies of the HTML), dropped unsent when its address left the list since it was queued (an
 * unsubscribe holds before the next message, even mid-send), and counted sent or bounced.
 */
export function newsletterDelivery(deps: SenderDeps & { emails: Pick<MailTemplates, 'newsletterCopy'>; siteUrl: string; mailto: string }): DeliveryHooks {
  // The newsletters being sent, by id: a send reads its row once per instance, not once per copy.
  const cache = new Map<string, Promise<Newsletter | undefined>>();
  const newsletterOf = (id: string) => {
    if (!cache.has(id)) {
      if (cache.size > 20) cache.delete(cache.keys().next().value!);
      cache.set(id, findNewsletter(deps.db, id));
    }
    return cache.get(id)!;
  };
  const counted = async (mails: QueuedMail[], field: 'sent' | 'bounced', db: Kysely<Database> = deps.db) => {
    const byNewsletter = new Map<string, number>();
    for (const mail of mails) if (mail.newsletter_id) byNewsletter.set(mail.newsletter_id, (byNewsletter.get(mail.newsletter_id) ?? 0) + 1);
    for (const [id, count] of byNewsletter) await addCounts(db, id, { [field]: count });
  };

  return {
    async prepare(mail) {
      const newsletter = mail.newsletter_id ? await newsletterOf(mail.newsletter_id) : undefined;
      if (!newsletter || !(await isMailable(deps.db, newsletter.list, mail.to_address))) return null;
      const token = await unsubscribeTokenFor(
        deps.db,
        await deps.unsubscribeKey(),
        { email: mail.to_address, list: newsletter.list, newsletterId: newsletter.id },
        deps.now(),
      );
      if (!token) return null;
      return {
        to: mail.to_address,
        // The body's links count clicks (per letter and link, no reader); the frame's own links do not.
        ...deps.emails.newsletterCopy({
          subject: newsletter.subject,
          html: countedLinks(newsletter.html, deps.siteUrl, newsletter.id),
          slug: newsletter.slug,
          list: newsletter.list,
          token,
        }),
        headers: listHeaders({ siteUrl: deps.siteUrl, mailto: deps.mailto, list: newsletter.list, token }),
      };
    },
    delivered: (mails, trx) => counted(mails, 'sent', trx),
    bounced: (mail) => counted([mail], 'bounced'),
  };
}
