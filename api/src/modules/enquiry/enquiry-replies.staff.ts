import type { StaffEnquiry, StaffEnquiryReplyPreview } from '@tenants/shared/model';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { insertAuditInTransaction, type Actor, type StaffDeps } from '../staff';
import { insertNote } from './enquiry.repository';
import { enquiryDetail, enquiryOrNotFound } from './enquiry.staff';

/** What a reply needs besides the database: the mail queue, the letter, and the team's address to reply to. */
export interface ReplyDeps extends StaffDeps {
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'enquiryReply'>;
  /** STAFF_EMAIL: the enquirer's answer reaches the team, not one person's inbox. */
  staffEmail: string;
}

/**
 * The reply as the enquirer will get it (the same letter: one greeting, one sign-off, the brand's header),
 * with who it goes to and where their answer comes back to; nothing is sent or stored.
 */
export async function replyPreview(
  deps: Omit<ReplyDeps, 'mailQueue'>,
  actor: { firstname: string },
  id: string,
  text: string,
): Promise<StaffEnquiryReplyPreview> {
  const enquiry = await enquiryOrNotFound(deps.db, id);
  const letter = deps.emails.enquiryReply({ firstname: enquiry.firstname, text, staffFirstname: actor.firstname });
  return { to: enquiry.email, replyTo: deps.staffEmail, ...letter };
}

/**
 * A reply to the enquirer (docs/product/staff.md): the mail and its record on the enquiry (a `reply` note
 * with the words sent) are stored in one transaction with the audit row, so the enquiry never says a reply
 * went that did not, and the queue delivers it when the mail server can take it.
 */
export async function replyToEnquiry(deps: ReplyDeps, actor: Actor & { firstname: string }, id: string, text: string): Promise<StaffEnquiry> {
  const enquiry = await enquiryOrNotFound(deps.db, id);
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    await insertNote(trx, { enquiryId: id, authorId: actor.id!, text, kind: 'reply' }, now);
    const letter = deps.emails.enquiryReply({ firstname: enquiry.firstname, text, staffFirstname: actor.firstname });
    await queue('enquiry-reply', { to: enquiry.email, replyTo: deps.staffEmail, ...letter });
    // Audited as a note that went out by mail (the audit list has no reply action yet): the length, never the words.
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'enquiry.reply', targetType: 'enquiry', targetId: id, data: { characters: text.length, mails: 1 } },
      now,
    );
  });
  return enquiryDetail(deps, id);
}
