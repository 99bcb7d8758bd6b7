import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountDetailsMessages, emailChangeLifetimeMs, messages } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { isCommonPassword } from '../../security/common-passwords';
import type { PasswordHasher } from '../../security/password';
import { newToken, tokenHash } from '../../security/tokens';
import type { ValidationService } from '../validate/validation.service';
import {
  changePassword,
  consumeEmailChange,
  findMemberByEmail,
  insertEmailChange,
  phoneTakenByOther,
  setMemberEmail,
  updateMemberDetails,
} from './account.repository';
import { findMemberById } from './members.service';
import { currentPasswordMatches, type PasswordCheckDeps } from './password-check';
import type { OpenSession } from './sessions.service';
import { staffAccountChanged, staffChangeConfirmable, staffChangeFactorAt } from './staff-account';

/**
 * A member keeps their own details from the account page (docs/product/accounts-and-guides.md): name and
 * phone at once; a new e-mail once the link sent to it is followed (the old address is told when it is asked
 * for); a new password with the current one, which ends every other session.
 */
export interface AccountDetailsDeps extends PasswordCheckDeps {
  db: Kysely<Database>;
  passwords: Pick<PasswordHasher, 'hash' | 'verify' | 'verifyAgainstDecoy'>;
  validation: Pick<ValidationService, 'email' | 'phone'>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'emailChangeConfirm' | 'emailChangeNotice' | 'staffAccountChanged'>;
  now: () => Date;
}

/** Name and phone: the phone checked as at sign-up and free of other accounts. Used by the member and by staff. */
export async function changeDetails(
  deps: Pick<AccountDetailsDeps, 'db' | 'validation' | 'now'>,
  memberId: string,
  details: { firstname: string; lastname: string; phone: string },
): Promise<void> {
  if ((await deps.validation.phone(details.phone)) === 'Invalid') throw new HttpError(400, messages.phoneInvalid);
  if (await phoneTakenByOther(deps.db, details.phone, memberId)) throw new HttpError(409, messages.phoneExisted);
  await updateMemberDetails(deps.db, memberId, details, deps.now());
}

/**
 * Asks for a new e-mail (with the current password, counted like a login): a link to the new address, a
 * notice to the old one. A staff account also needs its second factor from the last 5 minutes (403 first,
 * before the password is looked at).
 */
export async function askEmailChange(deps: AccountDetailsDeps, session: OpenSession, address: string, password: string): Promise<string> {
  const { member } = session;
  const factorAt = staffChangeFactorAt(session, deps.now());
  const email = address.trim().toLowerCase();
  if (!(await currentPasswordMatches(deps, member, password))) throw new HttpError(400, accountDetailsMessages.passwordWrong);
  if (email === member.email) throw new HttpError(400, accountDetailsMessages.emailSame);
  if ((await deps.validation.email(email)) === 'Invalid') throw new HttpError(400, messages.emailInvalid);
  if (await findMemberByEmail(deps.db, email)) throw new HttpError(409, messages.emailExisted);
  const token = newToken();
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    await insertEmailChange(trx, {
      id: randomUUID(),
      memberId: member.id,
      newEmail: email,
      tokenHash: tokenHash(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + emailChangeLifetimeMs),
      factorAt,
    });
    await queue('account-email-change', { to: email, ...deps.emails.emailChangeConfirm({ firstname: member.firstname, token }) });
    await queue('account-email-change', { to: member.email, ...deps.emails.emailChangeNotice({ firstname: member.firstname, newEmail: email }) });
  });
  return email;
}

/**
 * Follows the link: the address becomes the account's (unless another account took it meanwhile). A staff
 * account's old address is told and the change audited, in the same transaction (staff-account.ts).
 */
export async function confirmEmailChange(deps: Pick<AccountDetailsDeps, 'mailQueue' | 'emails' | 'now'>, token: string): Promise<void> {
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const change = await consumeEmailChange(trx, tokenHash(token), now);
    if (!change) throw new HttpError(400, accountDetailsMessages.emailLinkInvalid);
    if (await findMemberByEmail(trx, change.newEmail)) throw new HttpError(409, messages.emailExisted);
    const member = await findMemberById(trx, change.memberId);
    if (member) staffChangeConfirmable(member, change.factorAt);
    await setMemberEmail(trx, change.memberId, change.newEmail, now);
    if (member) await staffAccountChanged(trx, queue, deps.emails, member, { kind: 'email', newEmail: change.newEmail, factorAt: change.factorAt }, now);
  });
}

/**
 * A new password, with the current one (counted like a login): every other session and reset link ends; this
 * one stays signed in. A staff account also needs its second factor from the last 5 minutes, and its old
 * address is told and the change audited with it.
 */
export async function changeOwnPassword(deps: AccountDetailsDeps, session: OpenSession, current: string, next: string): Promise<void> {
  const { member } = session;
  staffChangeFactorAt(session, deps.now());
  if (!(await currentPasswordMatches(deps, member, current))) throw new HttpError(400, accountDetailsMessages.passwordWrong);
  if (isCommonPassword(next)) throw new HttpError(400, messages.passwordTooCommon);
  const hash = await deps.passwords.hash(next);
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    await changePassword(trx, member.id, hash, now, session.session.id);
    await staffAccountChanged(trx, queue, deps.emails, member, { kind: 'password' }, now);
  });
}
