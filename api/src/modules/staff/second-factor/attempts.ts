import type { Kysely } from 'kysely';
import { staffSecondFactorLockedMessage, staffSecondFactorMaxFailures, staffSecondFactorWindowMs } from '@tenants/shared/model';
import type { Database } from '../../../db/tables';
import { HttpError } from '../../../http-errors';
import { describeWait } from '../../../plugins/error-handler';
import type { CounterStore } from '../../../security/counter-store';
import type { PasswordHasher } from '../../../security/password';
import type { SecurityLog } from '../../account/security-events';

/** What the second factor works with (codes and passkeys alike), and its attempts and lockout. */

/** Where the passkeys belong: the site's host name and origin (relying-party.ts). */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export interface SecondFactorDeps {
  db: Kysely<Database>;
  counters: CounterStore;
  passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstDecoy'>;
  now: () => Date;
  events: SecurityLog;
}

/** The signed-in staff member and their session, as the guard found them. */
export interface StaffCaller {
  memberId: string;
  email: string;
  firstname: string;
  lastname: string;
  sessionId: string;
  secondFactorAt: string | null;
}

// ---------------------------------------------------------------- attempts and lockout

export const failuresKey = (memberId: string) => `second-factor-failures:${memberId}`;

/** Refuses (429) while the account is locked out: 5 wrong codes or passwords in 15 minutes. */
export async function notLockedOut(deps: SecondFactorDeps, memberId: string): Promise<void> {
  const { count, resetInMs } = await deps.counters.peek(failuresKey(memberId));
  if (count >= staffSecondFactorMaxFailures) {
    deps.events('auth.second-factor.lockout', { accountId: memberId });
    throw new HttpError(429, staffSecondFactorLockedMessage(describeWait(resetInMs)), { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
  }
}

/** Counts a wrong answer and refuses it (the fifth locks the account out for the rest of the window). */
export async function wrongAnswer(
  deps: SecondFactorDeps,
  memberId: string,
  event: 'auth.second-factor.failure' | 'auth.reauth.failure',
  method: string,
  message: string,
): Promise<never> {
  const { count, resetInMs } = await deps.counters.hit(failuresKey(memberId), staffSecondFactorWindowMs);
  deps.events(event, { accountId: memberId, method });
  if (count >= staffSecondFactorMaxFailures) {
    deps.events('auth.second-factor.lockout', { accountId: memberId });
    throw new HttpError(429, staffSecondFactorLockedMessage(describeWait(resetInMs)), { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
  }
  throw new HttpError(400, message);
}
