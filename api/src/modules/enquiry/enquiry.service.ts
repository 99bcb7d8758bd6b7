import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { askConsent } from '../subscriptions/consent.service';
import type { ValidationService } from '../validate/validation.service';
import { addEnquiry, enquiriesOfEmail } from './enquiry.repository';
import type { EnquiryDetails } from './enquiry.tables';

export interface EnquiryDeps {
  validation: Pick<ValidationService, 'email' | 'phone'>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'enquiryNotification' | 'enquiryReceipt' | 'subscriptionConfirm'>;
  /** Where the notifications go (STAFF_EMAIL). */
  staffEmail: string;
  now: () => Date;
}

/** What the service uses, from the app's plugins: for the API's route and the form sent without JavaScript alike. */
export const enquiryDepsOf = (app: FastifyInstance): EnquiryDeps => ({
  validation: app.validation,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  staffEmail: app.mailer.staffEmail,
  now: () => app.now(),
});

/**
 * Takes an enquiry: the e-mail and phone get the same checks the browser ran (a request can skip the
 * browser), then the enquiry, the newsletter opt-in and the two mails are stored in one transaction: a mail
 * server that is down loses nothing, the queue delivers them when it is back. `source` is the page the
 * newsletter consent is recorded for.
 */
export async function submitEnquiry(deps: EnquiryDeps, details: EnquiryDetails, source: string): Promise<void> {
  const enquiry = { ...details, email: details.email.toLowerCase() };
  if ((await deps.validation.email(enquiry.email)) === 'Invalid') throw new HttpError(400, messages.emailInvalid);
  if ((await deps.validation.phone(enquiry.phone)) === 'Invalid') throw new HttpError(400, messages.phoneInvalid);

  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    await addEnquiry(trx, enquiry, now);
    // The opt-in is double opt-in like the footer's: a confirmation mail, in this transaction.
    if (enquiry.isSubscribe) await askConsent(trx, queue, deps.emails, 'newsletter', { email: enquiry.email, source, form: 'enquiry' }, now);
    await queue('enquiry-notification', { to: deps.staffEmail, replyTo: enquiry.email, about: enquiry.email, ...deps.emails.enquiryNotification(enquiry) });
    await queue('enquiry-receipt', { to: enquiry.email, ...deps.emails.enquiryReceipt(enquiry) });
  });
}

// ---------------------------------------------------------------- for other modules (a member's page and erasure, staff roles)

/** How many enquiries were sent with an e-mail address (a member's page in the staff area). */
/** Unassigns a staff member's enquiries (their role taken away, or their account erased); answers how many. */
/** Anonymises the enquiries sent with an e-mail address (an erasure); answers how many. */
/** The staff home page's counts of the inbox, for a staff member. */
/** The enquiries sent with an e-mail address, newest first (a member's page in the staff area). */
export async function enquirySummariesByEmail(db: Kysely<Database>, email: string) {
  return (await enquiriesOfEmail(db, email)).map((e) => ({ id: e.id, createdAt: e.created_at, status: e.status, type: e.type }));
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { anonymiseEnquiries, countEnquiriesByEmail, countInbox, unassignAll } from './enquiry.repository';
