import type { Kysely } from 'kysely';
import type { Limits } from '../../config/types';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { describeWait } from '../../plugins/error-handler';
import type { CounterStore } from '../../security/counter-store';
import type { PasswordHasher } from '../../security/password';
import { passwordMatches } from './members.service';
import { noSecurityLog, type SecurityLog } from './security-events';

/**
 * The per-account count of password guesses: logins, and every place that asks for the current password again
 * (an e-mail change, a password change, deleting the account, accepting an invitation with an existing
 * account) share one count, one lockout and one message, so a signed-in session is no way round the login's
 * limit (issue 50: 60 wrong passwords sent at once to the e-mail change were all checked).
 */

const minute = 60 * 1000;
/** The window of the failed-login count per account. */
export const loginFailureWindowMs = 15 * minute;

export const accountLockedMessage = (wait: string) => `Too many failed logins for this account. Please wait ${wait} and try again.`;

export const tooMany = (message: string, resetInMs: number) => new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });

/** Counted per e-mail whether or not it has an account, so the lock tells nothing about which do. */
const failuresKey = (email: string) => `login-failures:${email.trim().toLowerCase()}`;

export interface LoginCountDeps {
  counters: CounterStore;
  limits: Pick<Limits, 'loginAccount'>;
}

/**
 * Takes one of the account's attempts before the password is checked, in one atomic increment: read first and
 * written after the check, a burst of guesses sent at once was all checked, and the right one cleared the
 * count. Past the limit nothing is checked (429), the right password included.
 */
export async function takePasswordAttempt(deps: LoginCountDeps, email: string, lockedOut: () => void = () => undefined): Promise<void> {
  const attempt = await deps.counters.hit(failuresKey(email), loginFailureWindowMs);
  if (attempt.count > deps.limits.loginAccount) {
    lockedOut();
    throw tooMany(accountLockedMessage(describeWait(attempt.resetInMs)), attempt.resetInMs);
  }
}

/** The right password clears the account's count, as a successful login does. */
export const passwordAccepted = (deps: LoginCountDeps, email: string) => deps.counters.reset(failuresKey(email));

export interface PasswordCheckDeps extends LoginCountDeps {
  db: Kysely<Database>;
  passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstDecoy'>;
}

/** Whether `password` is the account's current password, counted like a login (429 once the account is locked). */
export async function currentPasswordMatches(
  deps: PasswordCheckDeps,
  account: { id: string; email: string },
  password: string,
  events: SecurityLog = noSecurityLog,
): Promise<boolean> {
  await takePasswordAttempt(deps, account.email, () => events('auth.login.lockout', { accountId: account.id }));
  const matches = await passwordMatches(deps, account.id, password);
  if (matches) await passwordAccepted(deps, account.email);
  return matches;
}
