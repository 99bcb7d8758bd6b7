import type { Kysely } from 'kysely';
import { staffAuthMessages, staffEnrolmentFragmentKey, staffEnrolmentLifetimeMs, staffEnrolmentLinksPerHour } from '@tenants/shared/model';
import type { Database } from '../../../db/tables';
import { HttpError } from '../../../http-errors';
import type { QueueMail } from '../../../mail/queue-worker';
import type { MailTemplates } from '../../../mail/templates';
import { newToken, tokenHash } from '../../../security/tokens';
import { endOtherSessions, findStaffAddresses, staffAddressesOf } from '../../account/members.service';
import type { SecondFactorChange } from '../staff.emails';
import type { SecondFactorDeps, StaffCaller } from './attempts';
import { findEnrolmentCode, findPasskeys, findTotp, putEnrolmentCode } from './second-factor.repository';

/**
 * Enrolling a second factor needs something a password thief does not have: a single-use link e-mailed to
 * the account's own address (24 hours; only its SHA-256 stored). Without it, a session made by password
 * alone reaches nothing but the "check your e-mail" step. Every change of an account's factors is mailed to
 * it, and ends its other sessions (docs/product/staff.md "Enrolment").
 */

/** Who a link or a notice goes to: the account itself. */
export interface Addressee {
  id: string;
  email: string;
  firstname: string;
}

export interface EnrolmentMail {
  emails: Pick<MailTemplates, 'staffEnrolment' | 'staffSecondFactorChanged'>;
  siteUrl: string;
}

/**
 * The link's address: the code rides in the fragment, which browsers never send, so it is in no server's
 * or proxy's request log; the staff area reads it and posts it with the enrolment.
 */
export const enrolmentUrl = (siteUrl: string, code: string) => `${siteUrl}/staff#${staffEnrolmentFragmentKey}=${code}`;

/**
 * Makes a code for the account and queues its mail in the caller's transaction; answers the link (the CLI
 * prints it). Only to the address the account had, confirmed, when its staff role was given (403 otherwise,
 * nothing sent): a session made by password alone once moved the address and had the next link (issue 50).
 */
export async function issueEnrolmentLink(trx: Kysely<Database>, queue: QueueMail, mail: EnrolmentMail, member: Addressee, now: Date): Promise<string> {
  const addresses = await findStaffAddresses(trx, member.id);
  if (!addresses?.staff_email || addresses.staff_email !== addresses.email || addresses.email !== member.email) {
    throw new HttpError(403, staffAuthMessages.enrolmentAddressChanged);
  }
  const code = newToken();
  await putEnrolmentCode(trx, member.id, tokenHash(code), now, new Date(now.getTime() + staffEnrolmentLifetimeMs));
  const url = enrolmentUrl(mail.siteUrl, code);
  await queue('staff-enrolment', { to: member.email, ...mail.emails.staffEnrolment({ firstname: member.firstname, url }) });
  return url;
}

export const isEnrolled = async (db: Kysely<Database>, memberId: string) =>
  Boolean((await findTotp(db, memberId))?.confirmed_at) || (await findPasskeys(db, memberId)).length > 0;

/** The id of the caller's valid enrolment code; 403 "check your e-mail" without one. */
export async function enrolmentCodeOf(deps: Pick<SecondFactorDeps, 'db' | 'now'>, caller: StaffCaller, code: string | undefined): Promise<string> {
  const id = code ? await findEnrolmentCode(deps.db, caller.memberId, tokenHash(code), deps.now()) : undefined;
  if (!id) throw new HttpError(403, staffAuthMessages.enrolmentCodeRequired);
  return id;
}

/**
 * "Send me a new link", from the "check your e-mail" screen: to the account's own address only, for an
 * account without a factor, 3 an hour (the route has its per-address limit as well).
 */
export async function sendEnrolmentLink(deps: SecondFactorDeps, caller: StaffCaller): Promise<void> {
  if (await isEnrolled(deps.db, caller.memberId)) throw new HttpError(409, staffAuthMessages.alreadyEnrolled);
  const { count } = await deps.counters.hit(`enrolment-links:${caller.memberId}`, 60 * 60 * 1000);
  if (count > staffEnrolmentLinksPerHour) throw new HttpError(429, staffAuthMessages.enrolmentLinkLimited);
  const member = { id: caller.memberId, email: caller.email, firstname: caller.firstname };
  await deps.mailQueue.transaction((trx, queue) => issueEnrolmentLink(trx, queue, deps, member, deps.now()));
  deps.events('auth.second-factor.link', { accountId: caller.memberId });
}

/**
 * A factor was enrolled, added or removed in the caller's session: inside the change's transaction, the
 * account is mailed and its other sessions end (one of them may be whoever caused the change, or be
 * locked out by it).
 */
export async function factorChanged(
  trx: Kysely<Database>,
  queue: QueueMail,
  mail: Pick<EnrolmentMail, 'emails'>,
  caller: StaffCaller,
  change: SecondFactorChange,
  now: Date,
): Promise<void> {
  await endOtherSessions(trx, caller.memberId, caller.sessionId, now);
  const notice = mail.emails.staffSecondFactorChanged({ firstname: caller.firstname, change, at: now.toISOString() });
  for (const to of await staffAddressesOf(trx, caller.memberId, caller.email)) await queue('staff-security', { to, ...notice });
}
