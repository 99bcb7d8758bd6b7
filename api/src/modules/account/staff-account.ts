import type { Kysely } from 'kysely';
import { staffMessages } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import type { Database } from '../../db/tables';
import type { QueueMail } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { insertAuditInTransaction } from '../staff';
import { findStaffAddresses, setStaffEmail, type MemberSummary } from './members.service';
import { isStaffRole, requireFresh, type OpenSession } from './sessions.service';

/**
 * Reaching a staff account is a sensitive action (issue 50: a session made by password alone moved a staff
 * account's address, and the next enrolment link went to the attacker). Its own e-mail address and password
 * change only with a second factor from the last 5 minutes (the staff guard's check, with its 403 message: an
 * account not enrolled yet has none to give), and every change is mailed to the old address too and written
 * to the audit log.
 */

/**
 * Refuses a staff account's change without a fresh second factor (403); answers when the factor was given
 * (null for a member, whose change needs only the password).
 */
export function staffChangeFactorAt(found: OpenSession, now: Date): string | null {
  if (!isStaffRole(found.member.role)) return null;
  requireFresh(found.session, 'second-factor', now);
  return found.session.fresh_factor_at;
}

/**
 * A staff account's new address is confirmed only when it was asked for with a fresh second factor: one asked
 * while the account was a member's (by password alone) and confirmed after the role was given is refused (403).
 */
export function staffChangeConfirmable(member: Pick<MemberSummary, 'role'>, factorAt: string | null): void {
  if (isStaffRole(member.role) && !factorAt) throw new HttpError(403, staffMessages.freshFactorRequired);
}

/**
 * In the change's transaction: the notice to the account's old address and to the one confirmed when its
 * role was given (when they differ), and the audit row. An address moved with a fresh second factor by the
 * holder of the confirmed address becomes the confirmed one (its enrolment links follow it); one moved any
 * other way leaves the confirmed address as it was, so no link goes to the new one.
 */
export async function staffAccountChanged(
  trx: Kysely<Database>,
  queue: QueueMail,
  emails: Pick<MailTemplates, 'staffAccountChanged'>,
  member: Pick<MemberSummary, 'id' | 'email' | 'firstname' | 'role'>,
  change: { kind: 'password' } | { kind: 'email'; newEmail: string; factorAt: string | null },
  now: Date,
): Promise<void> {
  if (!isStaffRole(member.role)) return;
  const at = now.toISOString();
  const notice = emails.staffAccountChanged({
    firstname: member.firstname,
    change: change.kind,
    at,
    ...(change.kind === 'email' ? { newEmail: change.newEmail } : {}),
  });
  const confirmed = (await findStaffAddresses(trx, member.id))?.staff_email ?? null;
  for (const to of new Set([member.email, ...(confirmed ? [confirmed] : [])])) await queue('staff-security', { to, ...notice });
  if (change.kind === 'email' && change.factorAt && confirmed === member.email) await setStaffEmail(trx, member.id, change.newEmail);
  const actor = { id: member.id, email: member.email, role: member.role };
  await insertAuditInTransaction(trx, actor, { action: `staff.account.${change.kind}`, targetType: 'member', targetId: member.id }, now);
}
