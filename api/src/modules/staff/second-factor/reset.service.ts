import { staffAuthMessages } from '@tenants/shared/model';
import { HttpError } from '../../../http-errors';
import type { MailQueue } from '../../../mail/queue-worker';
import { findStaffAddresses, memberByEmail, revokeMemberSessions, setStaffEmail, type MemberSummary } from '../../account/members.service';
import { noSecurityLog, type SecurityLog } from '../../account/security-events';
import { isStaffRole } from '../../account/sessions.service';
import { cliActor, insertAuditInTransaction, type Actor, type StaffDeps } from '../staff.service';
import { issueEnrolmentLink, isEnrolled, type EnrolmentMail } from './enrolment.service';
import { removeAllFactors } from './second-factor.service';

/** What sending an enrolment link takes: the mail queue (the CLI's stores the mail for the API's workers) and the letters. */
export interface EnrolmentLinkDeps extends StaffDeps {
  mailQueue: Pick<MailQueue, 'transaction'>;
  mail: EnrolmentMail;
}

/**
 * E-mails an enrolment link to a staff account that has no second factor yet (the CLI's `staff add`);
 * answers the link for the operator, or null when the account has a factor already.
 */
export async function enrolmentLinkFor(deps: EnrolmentLinkDeps, member: Pick<MemberSummary, 'id' | 'email' | 'firstname'>): Promise<string | null> {
  if (await isEnrolled(deps.db, member.id)) return null;
  return deps.mailQueue.transaction((trx, queue) => issueEnrolmentLink(trx, queue, deps.mail, member, deps.now()));
}

/**
 * Removes every second factor of an account (TOTP, passkeys, recovery codes) and ends its sessions: the CLI's
 * `staff reset-2fa` and the team page, for a colleague who lost their phone. In the same transaction the
 * account is told of the reset and mailed a new enrolment link, which is also answered for the operator to
 * hand over. An account whose address is not the one confirmed when its role was given is refused before
 * anything changes (whoever moved it would get the link), unless the operator checked the address with the
 * person (`addressChecked`, the CLI's `--address-checked`): that address is then the confirmed one, and the
 * old one is told as well.
 */
export async function resetSecondFactor(
  deps: EnrolmentLinkDeps,
  email: string,
  actor: Actor = cliActor,
  events: SecurityLog = noSecurityLog,
  { addressChecked = false }: { addressChecked?: boolean } = {},
): Promise<{ member: MemberSummary; factors: number; sessionsEnded: number; enrolmentUrl: string }> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}.`);
  if (!isStaffRole(member.role)) throw new HttpError(400, `${member.email} has no staff role: only staff accounts have a second factor.`);
  const confirmed = (await findStaffAddresses(deps.db, member.id))?.staff_email ?? null;
  const moved = confirmed !== member.email;
  if (moved && !addressChecked) throw new HttpError(409, staffAuthMessages.resetAddressChanged);
  const now = deps.now();
  const result = await deps.mailQueue.transaction(async (trx, queue) => {
    const factors = await removeAllFactors(trx, member.id);
    const sessionsEnded = await revokeMemberSessions(trx, member.id, now);
    if (moved) await setStaffEmail(trx, member.id, member.email);
    await insertAuditInTransaction(
      trx,
      actor,
      {
        action: 'staff.second-factor.reset',
        targetType: 'member',
        targetId: member.id,
        data: { factors, sessionsEnded, ...(moved ? { addressChecked } : {}) },
      },
      now,
    );
    const notice = deps.mail.emails.staffSecondFactorChanged({ firstname: member.firstname, change: 'reset', at: now.toISOString() });
    for (const to of new Set([member.email, ...(confirmed ? [confirmed] : [])])) await queue('staff-security', { to, ...notice });
    const enrolmentUrl = await issueEnrolmentLink(trx, queue, deps.mail, member, now);
    return { factors, sessionsEnded, enrolmentUrl };
  });
  events('auth.second-factor.reset', { accountId: member.id });
  return { member, ...result };
}
