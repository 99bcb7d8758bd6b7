import type { Kysely } from 'kysely';
import {
  confirmationValidMs,
  consentWordings,
  mailingLists,
  newsletterMessages,
  type ConsentForm,
  type ListPreference,
  type MailingList,
} from '@tenants/shared/model';
import type { Database, WithdrawnVia } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue, QueueMail } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { newToken, tokenHash } from '../../security/tokens';
import {
  addressBefore,
  confirmedAfter,
  consentsOf,
  countByStatus,
  findByConfirmToken,
  findConsent,
  findConsentById,
  markConfirmed,
  requestConsent,
  statusOf,
  storedSecret,
  unsubscribesByNewsletter,
  withdraw,
} from './consent.repository';
import { newUnsubscribeKey, readUnsubscribe, signUnsubscribe, type UnsubscribeClaim } from './unsubscribe-token';

/**
 * Double opt-in on the e-mail lists (docs/product/newsletters.md): a request mails a confirmation link
 * (7 days), only confirmed addresses are mailed newsletters, and each address keeps its consent record.
 */

export interface ConsentDeps {
  db: Kysely<Database>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'subscriptionConfirm'>;
  now: () => Date;
}

/** A pending address gets at most one confirmation mail in this time, however often the form is sent. */
export const confirmationResendMs = 5 * 60 * 1000;

export interface ConsentAsk {
  email: string;
  source: string | null;
  form: ConsentForm;
  /** The words recorded, when not the form's own (a resend keeps what the address first agreed to). */
  wording?: string | null;
}

/** What an ask came to: a mail queued, or why none was. */
export type ConsentOutcome = 'sent' | 'confirmed' | 'too-soon' | 'raced';

/**
 * Asks for consent inside the caller's transaction (an enquiry's opt-in is stored with the enquiry): a
 * confirmed address is left alone and gets no mail; any other gets a new link, unless one went out in the
 * last few minutes. The public forms answer the same whatever happened here (no one learns who is
 * subscribed); the staff area, which sees the lists anyway, tells what it came to.
 */
export async function askConsent(
  trx: Kysely<Database>,
  queue: QueueMail,
  emails: ConsentDeps['emails'],
  list: MailingList,
  ask: ConsentAsk,
  now: Date,
): Promise<ConsentOutcome> {
  const email = ask.email.trim().toLowerCase();
  const row = await findConsent(trx, list, email);
  if (row?.status === 'confirmed') return 'confirmed';
  if (row?.status === 'unconfirmed' && row.confirm_sent_at && now.getTime() - Date.parse(row.confirm_sent_at) < confirmationResendMs) return 'too-soon';
  const token = newToken();
  const request = {
    email,
    source: ask.source,
    wording: ask.wording ?? consentWordings[ask.form],
    tokenHash: tokenHash(token),
    at: now,
    expiresAt: new Date(now.getTime() + confirmationValidMs),
  };
  if (!(await requestConsent(trx, list, request, Boolean(row)))) return 'raced';
  await queue('subscription-confirm', { to: email, ...emails.subscriptionConfirm({ list, token }) });
  return 'sent';
}

/** A form's request, with its confirmation mail, in one transaction; gives what it came to. */
export function requestSubscription(deps: ConsentDeps, list: MailingList, ask: ConsentAsk): Promise<ConsentOutcome> {
  return deps.mailQueue.transaction((trx, queue) => askConsent(trx, queue, deps.emails, list, ask, deps.now()));
}

/**
 * Confirms the address a link names. The same link again is still a success (a second click, a mail
 * scanner's GET); an unknown or expired link, or one whose address has since left, is a 400.
 */
export async function confirmSubscription(deps: Pick<ConsentDeps, 'db' | 'now'>, token: string): Promise<MailingList> {
  const found = await findByConfirmToken(deps.db, tokenHash(token));
  const now = deps.now();
  if (!found || !found.row.confirm_expires_at || Date.parse(found.row.confirm_expires_at) <= now.getTime())
    throw new HttpError(400, newsletterMessages.confirmInvalid);
  if (found.row.status === 'unconfirmed') await markConfirmed(deps.db, found.list, found.row.id, now);
  else if (found.row.status !== 'confirmed') throw new HttpError(400, newsletterMessages.confirmInvalid);
  return found.list;
}

/** The unsubscribe links' key: UNSUBSCRIBE_SECRET, else the one kept in the database (made once). */
export const unsubscribeKey = (db: Kysely<Database>, configured: string | undefined, now: Date): Promise<string> =>
  configured ? Promise.resolve(configured) : storedSecret(db, 'unsubscribe', newUnsubscribeKey, now);

/** Whom an unsubscribe token names (its subscription looked up), or null: unknown, expired, or erased since. */
export async function claimFor(db: Kysely<Database>, key: string, token: string, now: Date): Promise<UnsubscribeClaim | null> {
  const read = readUnsubscribe(key, token, now);
  if (!read) return null;
  if (read.kind === 'legacy') return { email: read.email, list: read.list, newsletterId: read.newsletterId };
  const row = await findConsentById(db, read.list, read.subscriptionId);
  return row ? { email: row.email, list: read.list, newsletterId: read.newsletterId } : null;
}

/** The claim of an unsubscribe token, or a 400. */
export async function claimOf(db: Kysely<Database>, key: string, token: string, now: Date): Promise<UnsubscribeClaim> {
  const claim = await claimFor(db, key, token, now);
  if (!claim) throw new HttpError(400, newsletterMessages.unsubscribeInvalid);
  return claim;
}

/**
 * The unsubscribe link of a copy to `email` on `list`, or undefined when the address is not on it (a staff
 * member's test copy: its link is then one that names no subscription, inert).
 */
export async function unsubscribeTokenFor(
  db: Kysely<Database>,
  key: string,
  { list, email, newsletterId }: UnsubscribeClaim,
  now: Date,
): Promise<string | undefined> {
  const row = await findConsent(db, list, email.toLowerCase());
  return row ? signUnsubscribe(key, { list, subscriptionId: row.id, newsletterId }, now) : undefined;
}

/** Leaves a list at once (idempotent: leaving twice is a success). */
export async function leaveList(
  db: Kysely<Database>,
  list: MailingList,
  email: string,
  via: WithdrawnVia,
  at: Date,
  newsletterId: string | null = null,
): Promise<boolean> {
  return withdraw(db, list, email.toLowerCase(), { via, at, newsletterId });
}

/** A hard bounce: the address is marked bounced on every list and gets no more newsletters. */
export async function markBounced(db: Kysely<Database>, email: string, at: Date): Promise<void> {
  for (const list of mailingLists) await withdraw(db, list, email.toLowerCase(), { via: 'bounce', at });
}

export async function preferencesOf(db: Kysely<Database>, email: string): Promise<ListPreference[]> {
  return Promise.all(mailingLists.map(async (list) => ({ list, status: await statusOf(db, list, email.toLowerCase()) })));
}

/**
 * A person's choices (the preferences page, their account): `false` leaves a list now, `true` keeps a
 * confirmed list or asks for a new confirmation (mailed) for any other. A list left out is unchanged.
 */
export async function changePreferences(
  deps: ConsentDeps,
  email: string,
  choices: Partial<Record<MailingList, boolean>>,
  { via, source }: { via: WithdrawnVia; source: string },
): Promise<ListPreference[]> {
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    for (const list of mailingLists) {
      const choice = choices[list];
      if (choice === false) await withdraw(trx, list, email.toLowerCase(), { via, at: now });
      if (choice === true) await askConsent(trx, queue, deps.emails, list, { email, source, form: list }, now);
    }
  });
  return preferencesOf(deps.db, email);
}

/** Whether a newsletter may go to the address now (checked again at delivery: an unsubscribe holds at once). */
export const isMailable = async (db: Kysely<Database>, list: MailingList, email: string) => (await statusOf(db, list, email.toLowerCase())) === 'confirmed';

export const confirmedRecipients = confirmedAfter;
/** Where a newsletter's queueing stands when the address it stopped at is erased: the one before it on the list. */
export const recipientBefore = addressBefore;
export const listStatusCounts = countByStatus;
export const newsletterUnsubscribes = unsubscribesByNewsletter;
export const consentRecordsOf = consentsOf;
