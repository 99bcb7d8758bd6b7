import type { Kysely } from 'kysely';
import { newsletterMessages, staffNewsletterInputSchema, type MailingList } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { cliActor, recordAudit } from '../staff';
import { queueRecipients } from './newsletter-sender';
import { moveStatus } from './newsletters.repository';
import { createNewsletter } from './newsletters.service';

/**
 * `node dist/cli.js newsletter send`: writes the newsletter (sanitised as the staff area's are), claims it
 * and queues its recipients in this process, audited as the CLI. The API's mail workers deliver the copies.
 */
export async function sendNewsletterNow(
  db: Kysely<Database>,
  input: { subject: string; html: string; list: MailingList },
  now: Date,
): Promise<{ id: string; queued: number }> {
  const parsed = staffNewsletterInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  const created = await createNewsletter(db, parsed.data, null, now);
  if (!created.html.trim()) throw new Error(newsletterMessages.htmlRequired);
  if (!(await moveStatus(db, created.id, ['draft'], { status: 'sending', send_at: now.toISOString() }, now)))
    throw new HttpError(400, newsletterMessages.alreadySent);
  // The claim a timer would take: no instance's timer queues it at the same time.
  const claimed = await db
    .updateTable('newsletters')
    .set({ locked_until: new Date(now.getTime() + 10 * 60 * 1000).toISOString() })
    .where('id', '=', created.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const queued = await queueRecipients({ db, now: () => new Date() }, claimed);
  await recordAudit({ db, now: () => new Date() }, cliActor, {
    action: 'newsletter.send',
    targetType: 'newsletter',
    targetId: created.id,
    data: { list: input.list, rows: queued },
  });
  return { id: created.id, queued };
}
