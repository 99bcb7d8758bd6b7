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
import { passwordMatches } from './members.service';
import type { OpenSession } from './sessions.service';

/**
 * A member keeps their own details from the account page (docs/product/accounts-and-guides.md): name and
 * phone at once; a new e-mail once the link sent to it is followed (the old address is told when it is asked
 * for); a new password with the current one, which ends every other session.
 */
export interface AccountDetailsDeps {
  db: Kysely<Database>;
  passwords: Pick<PasswordHasher, 'hash' | 'verify' | 'verifyAgainstDecoy'>;
  validation: Pick<ValidationService, 'email' | 'phone'>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'emailChangeConfirm' | 'emailChangeNotice'>;
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

/** Asks for a new e-mail (with the current password): a link to the new address, a notice to the old one. */
export async function askEmailChange(deps: AccountDetailsDeps, session: OpenSession, address: string, password: string): Promise<string> {
  const { member } = session;
  const email = address.trim().toLowerCase();
  if (!(await passwordMatches(deps, member.id, password))) throw new HttpError(400, accountDetailsMessages.passwordWrong);
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
    });
    await queue('account-email-change', { to: email, ...deps.emails.emailChangeConfirm({ firstname: member.firstname, token }) });
    await queue('account-email-change', { to: member.email, ...deps.emails.emailChangeNotice({ firstname: member.firstname, newEmail: email }) });
  });
  return email;
}

/** Follows the link: the address becomes the account's (unless another account took it meanwhile). */
export async function confirmEmailChange(deps: Pick<AccountDetailsDeps, 'db' | 'now'>, token: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const change = await consumeEmailChange(trx, tokenHash(token), deps.now());
    if (!change) throw new HttpError(400, accountDetailsMessages.emailLinkInvalid);
    if (await findMemberByEmail(trx, change.newEmail)) throw new HttpError(409, messages.emailExisted);
    await setMemberEmail(trx, change.memberId, change.newEmail, deps.now());
  });
}

/** A new password, with the current one: every other session and reset link ends; this one stays signed in. */
export async function changeOwnPassword(deps: AccountDetailsDeps, session: OpenSession, current: string, next: string): Promise<void> {
  if (!(await passwordMatches(deps, session.member.id, current))) throw new HttpError(400, accountDetailsMessages.passwordWrong);
  if (isCommonPassword(next)) throw new HttpError(400, messages.passwordTooCommon);
  await changePassword(deps.db, session.member.id, await deps.passwords.hash(next), deps.now(), session.session.id);
}
