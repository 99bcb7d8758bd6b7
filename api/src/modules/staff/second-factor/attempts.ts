import type { Kysely } from 'kysely';
import { staffSecondFactorLockedMessage, staffSecondFactorMaxFailures, staffSecondFactorWindowMs } from '@tenants/shared/model';
import type { Database } from '../../../db/tables';
import { HttpError } from '../../../http-errors';
import { describeWait } from '../../../plugins/error-handler';
import type { Count, CounterStore } from '../../../security/counter-store';
import type { MailQueue } from '../../../mail/queue-worker';
import type { MailTemplates } from '../../../mail/templates';
import type { PasswordHasher } from '../../../security/password';
import type { SecretBox } from '../../../security/secret-box';
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
  /** The mail of factor changes and enrolment links, queued with the change that causes it. */
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'staffEnrolment' | 'staffSecondFactorChanged'>;
  /** The site's public origin, for the enrolment link. */
  siteUrl: string;
  /** Seals and opens the TOTP secrets (TOTP_ENCRYPTION_KEY). */
  secrets: SecretBox;
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

const failuresKey = (memberId: string) => `second-factor-failures:${memberId}`;

const lockedOut = (deps: Pick<SecondFactorDeps, 'events'>, memberId: string, resetInMs: number) => {
  deps.events('auth.second-factor.lockout', { accountId: memberId });
  return new HttpError(429, staffSecondFactorLockedMessage(describeWait(resetInMs)), { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
};

/**
 * Takes one of the account's 5 attempts in 15 minutes before anything is checked, in one atomic step (an
 * increment in Redis or one statement on the database): read before the check and written after, a burst of guesses sent
 * at once was all checked before any was counted. Past the limit nothing is checked at all (429), so the
 * right answer inside a locked burst is refused like the rest.
 */
export async function takeAttempt(deps: Pick<SecondFactorDeps, 'counters' | 'events'>, memberId: string): Promise<Count> {
  const attempt = await deps.counters.hit(failuresKey(memberId), staffSecondFactorWindowMs);
  if (attempt.count > staffSecondFactorMaxFailures) throw lockedOut(deps, memberId, attempt.resetInMs);
  return attempt;
}

/** Refuses a wrong answer (its attempt is already counted; the fifth locks the account out for the rest of the window). */
export async function wrongAnswer(
  deps: Pick<SecondFactorDeps, 'events'>,
  memberId: string,
  attempt: Count,
  event: 'auth.second-factor.failure' | 'auth.reauth.failure',
  method: string,
  message: string,
): Promise<never> {
  deps.events(event, { accountId: memberId, method });
  if (attempt.count >= staffSecondFactorMaxFailures) throw lockedOut(deps, memberId, attempt.resetInMs);
  throw new HttpError(400, message);
}

/** A right answer clears the account's count. */
export const rightAnswer = (deps: Pick<SecondFactorDeps, 'counters'>, memberId: string) => deps.counters.reset(failuresKey(memberId));
