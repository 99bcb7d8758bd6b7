import { randomUUID } from 'node:crypto';
import { newsletterMessages, staffPageSize, type StaffNewsletter } from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailContent, MailTemplates } from '../../mail/templates';
import { audited, recordAudit, type Actor, type StaffDeps } from '../staff';
import { unsubscribeTokenFor } from '../subscriptions/consent.service';
import { signUnsubscribe } from '../subscriptions/unsubscribe-token';
import { moveStatus } from './newsletters.repository';
import { changeNewsletter, createNewsletter, newsletterOrNotFound, staffNewsletterPage, toStaffNewsletters, type NewsletterInput } from './newsletters.service';

/**
 * Newsletters in the staff area (docs/product/newsletters.md): write, change, test, send or schedule,
 * unschedule. Every change is audited (the row names the newsletter, never a recipient).
 */

export interface NewsletterStaffDeps extends StaffDeps {
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'newsletterCopy'>;
  unsubscribeKey: () => Promise<string>;
  /** Starts queueing a newsletter sent now (the timer would, a poll later). */
  kick: () => void;
}

const one = async (deps: StaffDeps, id: string) => (await toStaffNewsletters(deps.db, [await newsletterOrNotFound(deps.db, id)]))[0];

export async function listNewsletters(deps: StaffDeps, page: number): Promise<Page<Omit<StaffNewsletter, 'html'>>> {
  const { rows, total } = await staffNewsletterPage(deps.db, page, staffPageSize);
  const items = (await toStaffNewsletters(deps.db, rows)).map(({ html: _html, ...rest }) => rest);
  return pageOf(items, total, page, staffPageSize);
}

export const getNewsletter = (deps: StaffDeps, id: string) => one(deps, id);

export async function addNewsletter(deps: StaffDeps, actor: Actor, input: NewsletterInput): Promise<StaffNewsletter> {
  const row = await audited(deps, actor, async (trx) => {
    const created = await createNewsletter(trx, input, actor.id, deps.now());
    return {
      result: created,
      audit: [{ action: 'newsletter.create', targetType: 'newsletter', targetId: created.id, data: { list: input.list, alias: created.slug } }],
    };
  });
  return one(deps, row.id);
}

export async function editNewsletter(deps: StaffDeps, actor: Actor, id: string, input: NewsletterInput): Promise<StaffNewsletter> {
  await audited(deps, actor, async (trx) => {
    const changed = await changeNewsletter(trx, id, input, deps.now());
    return {
      result: changed,
      audit: [{ action: 'newsletter.update', targetType: 'newsletter', targetId: id, data: { list: input.list, alias: changed.slug } }],
    };
  });
  return one(deps, id);
}

/** One copy to the signed-in staff member's own address: not counted, no list, its unsubscribe link inert. */
/** The copy for the signed-in staff member (a test or a preview): the readers' template, their own unsubscribe link. */
async function ownCopy(deps: NewsletterStaffDeps, actor: Actor, id: string): Promise<MailContent> {
  const newsletter = await newsletterOrNotFound(deps.db, id);
  const key = await deps.unsubscribeKey();
  const token =
    (await unsubscribeTokenFor(deps.db, key, { email: actor.email, list: newsletter.list, newsletterId: null }, deps.now())) ??
    signUnsubscribe(key, { list: newsletter.list, subscriptionId: randomUUID(), newsletterId: null }, deps.now());
  return deps.emails.newsletterCopy({ subject: newsletter.subject, html: newsletter.html, slug: newsletter.slug, list: newsletter.list, token });
}

export async function sendTest(deps: NewsletterStaffDeps, actor: Actor, id: string): Promise<StaffNewsletter> {
  const copy = await ownCopy(deps, actor, id);
  await deps.mailQueue.transaction(async (_trx, queue) => queue('newsletter-test', { to: actor.email, ...copy, subject: `[Test] ${copy.subject}` }));
  await recordAudit(deps, actor, { action: 'newsletter.test', targetType: 'newsletter', targetId: id });
  return one(deps, id);
}

/** The copy as readers get it, for the editor's Preview: the same template as a send. Nothing is sent or recorded. */
export const previewCopy = ownCopy;

/** Sends now (no `sendAt`) or schedules a future `sendAt`; a past one is a 400, a sent one too. */
export async function sendOrSchedule(
  deps: NewsletterStaffDeps,
  actor: Actor,
  id: string,
  sendAt: string | undefined,
): Promise<{ newsletter: StaffNewsletter; message: string }> {
  await newsletterOrNotFound(deps.db, id);
  const now = deps.now();
  if (sendAt !== undefined && Date.parse(sendAt) <= now.getTime()) throw new HttpError(400, newsletterMessages.sendAtInvalid);
  const at = sendAt === undefined ? now : new Date(sendAt);
  await audited(deps, actor, async (trx) => {
    const to = sendAt === undefined ? { status: 'sending' as const, send_at: at.toISOString() } : { status: 'scheduled' as const, send_at: at.toISOString() };
    if (!(await moveStatus(trx, id, ['draft', 'scheduled'], to, now))) throw new HttpError(400, newsletterMessages.alreadySent);
    const action = sendAt === undefined ? ('newsletter.send' as const) : ('newsletter.schedule' as const);
    return {
      result: undefined,
      audit: [{ action, targetType: 'newsletter', targetId: id, data: sendAt === undefined ? {} : { publishAt: at.toISOString() } }],
    };
  });
  if (sendAt === undefined) deps.kick();
  return { newsletter: await one(deps, id), message: sendAt === undefined ? newsletterMessages.sendQueued : newsletterMessages.scheduled };
}

export async function unschedule(deps: StaffDeps, actor: Actor, id: string): Promise<StaffNewsletter> {
  const current = await newsletterOrNotFound(deps.db, id);
  if (current.status !== 'draft') {
    await audited(deps, actor, async (trx) => {
      if (!(await moveStatus(trx, id, ['scheduled'], { status: 'draft', send_at: null }, deps.now()))) throw new HttpError(400, newsletterMessages.alreadySent);
      return { result: undefined, audit: [{ action: 'newsletter.unschedule', targetType: 'newsletter', targetId: id }] };
    });
  }
  return one(deps, id);
}
