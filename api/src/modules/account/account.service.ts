import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountMessages, messages, minPasswordLength, serverMessages, staffMessages } from '@tenants/shared/model';
import type { Limits } from '../../config/types';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { describeWait } from '../../plugins/error-handler';
import { isCommonPassword } from '../../security/common-passwords';
import type { CounterStore } from '../../security/counter-store';
import type { PasswordHasher } from '../../security/password';
import { newToken, tokenHash } from '../../security/tokens';
import type { ValidationService } from '../validate/validation.service';
import { changePassword, consumePasswordReset, findMemberByEmail, findTakenContact, insertMember, insertPasswordReset } from './account.repository';
import { noSecurityLog, type SecurityLog } from './security-events';
import { openSession } from './sessions.service';
import { passwordAccepted, takePasswordAttempt, tooMany } from './password-check';
import { findMemberById } from './members.service';
import { staffAccountChanged } from './staff-account';

/** What the account's service works with, handed in by its routes. */
export interface AccountDeps {
  db: Kysely<Database>;
  /** Counts that hold across addresses: failed logins per account, sign-ups and reset e-mails per target. */
  counters: CounterStore;
  limits: Pick<Limits, 'registerTarget' | 'loginAccount' | 'forgotPasswordTarget'>;
  passwords: PasswordHasher;
  validation: Pick<ValidationService, 'email' | 'phone'>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'passwordReset' | 'staffAccountChanged'>;
  now: () => Date;
}

/** How long an e-mailed reset link works (docs/product/accounts-and-guides.md; the e-mail says "1 hour"). */
export const resetLinkLifetimeMs = 60 * 60 * 1000;

/** The window of the per-target counts of sign-ups and reset e-mails. */
export const targetWindowMs = 60 * 60 * 1000;

export const targetLimitMessage = (wait: string) => `Too many attempts for this email or phone number. Please wait ${wait} and try again.`;
export { accountLockedMessage, loginFailureWindowMs } from './password-check';

const takenMessage = { email: serverMessages.emailExisted, phone: serverMessages.phoneExisted } as const;

/**
 * Counts an attempt on each target (an e-mail, a phone number) whatever address it comes from, and
 * refuses once one passes `max` in the window: a list of victims cannot be checked or mailed at speed.
 */
async function countTargets(deps: AccountDeps, kind: string, targets: string[], max: number): Promise<void> {
  for (const target of targets) {
    const { count, resetInMs } = await deps.counters.hit(`${kind}:${target}`, targetWindowMs);
    if (count > max) throw tooMany(targetLimitMessage(describeWait(resetInMs)), resetInMs);
  }
}

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
}

/** A new member, logged in: answers the session's token. */
export async function register(deps: AccountDeps, registration: Registration): Promise<string> {
  const { firstname, lastname, phone, password } = registration;
  const email = registration.email.toLowerCase();
  if (isCommonPassword(password)) throw new HttpError(400, messages.passwordTooCommon);
  await countTargets(deps, 'register', [`email:${email}`, `phone:${phone}`], deps.limits.registerTarget);
  if ((await deps.validation.email(email)) === 'Invalid') throw new HttpError(400, messages.emailInvalid);
  if ((await deps.validation.phone(phone)) === 'Invalid') throw new HttpError(400, messages.phoneInvalid);
  const taken = await findTakenContact(deps.db, email, phone);
  if (taken) throw new HttpError(409, takenMessage[taken]);

  const id = randomUUID();
  const member = { id, firstname, lastname, email, phone, password_hash: await deps.passwords.hash(password), created_at: deps.now().toISOString() };
  try {
    await insertMember(deps.db, member);
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index refuses the second.
    const raced = await findTakenContact(deps.db, email, phone);
    if (raced) throw new HttpError(409, takenMessage[raced]);
    throw error;
  }
  return openSession(deps, id);
}

/** Logs a member in: answers the session's token. Success, failure and lockout are security events (by account id). */
export async function login(deps: AccountDeps, credentials: { email: string; password: string }, events: SecurityLog = noSecurityLog): Promise<string> {
  const email = credentials.email.toLowerCase();
  const member = await findMemberByEmail(deps.db, email);
  // Counted before the password is checked (password-check.ts), with every other check of this account's password.
  await takePasswordAttempt(deps, email, () => events('auth.login.lockout', { accountId: member?.id ?? null }));

  const matches = member
    ? await deps.passwords.verify(credentials.password, member.password_hash)
    : await deps.passwords.verifyAgainstDecoy(credentials.password);
  if (!member || !matches) {
    events('auth.login.failure', { accountId: member?.id ?? null });
    throw new HttpError(401, accountMessages.loginFailed);
  }
  await passwordAccepted(deps, email);
  // Said only to whoever knows the password: the answer tells nobody else that the account exists.
  if (member.deactivated_at) {
    events('auth.login.failure', { accountId: member.id });
    throw new HttpError(403, staffMessages.accountDeactivated);
  }
  events('auth.login.success', { accountId: member.id });
  return openSession(deps, member.id);
}

/** E-mails a single-use reset link to a member. */
export async function requestPasswordReset(deps: AccountDeps, address: string): Promise<void> {
  const email = address.toLowerCase();
  await countTargets(deps, 'forgot-password', [email], deps.limits.forgotPasswordTarget);
  const member = await findMemberByEmail(deps.db, email);
  // The product tells the visitor when no account has the address (docs/product/accounts-and-guides.md),
  // and rate limits it.
  if (!member) throw new HttpError(404, serverMessages.userDoesNotExist);
  const token = newToken();
  const now = deps.now();
  // The link and its mail are stored together; the queue delivers it (now, or once the mail server is back).
  await deps.mailQueue.transaction(async (trx, queue) => {
    await insertPasswordReset(trx, {
      id: randomUUID(),
      memberId: member.id,
      tokenHash: tokenHash(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
    });
    await queue('password-reset', { to: member.email, ...deps.emails.passwordReset({ firstname: member.firstname, token }) });
  });
}

/**
 * A new password with the token of an e-mailed link; ends every session of the member. A staff account's
 * old address is told and the change audited, in the same transaction (staff-account.ts).
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  // Before the link is used up, so a too-short password does not cost the visitor the link.
  if (password.length < minPasswordLength) throw new HttpError(400, accountMessages.resetPasswordTooShort);
  if (isCommonPassword(password)) throw new HttpError(400, messages.passwordTooCommon);
  // Hashed before the link is used up: a busy pool (503) must not cost the visitor the link either.
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const memberId = await consumePasswordReset(trx, tokenHash(token), now);
    if (!memberId) throw new HttpError(400, accountMessages.resetLinkInvalid);
    await changePassword(trx, memberId, passwordHash, now);
    const member = await findMemberById(trx, memberId);
    if (member) await staffAccountChanged(trx, queue, deps.emails, member, { kind: 'password' }, now);
  });
}
