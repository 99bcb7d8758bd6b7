import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountMessages, staffFreshAuthMs, staffIdleLimitMs, staffMaxSessionMs, staffMessages, staffRoles, type StaffRole } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { newToken, tokenHash } from '../../security/tokens';
import { findSession, insertSession, revokeSession, revokeSessionById, setSessionSecondFactor, touchSession, type OpenSession } from './sessions.repository';
import type { Member } from './account.tables';

/** What a session's checks need: the database and the clock. */
export interface SessionDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** How long a login lasts without logging in again. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Opens a session for the member and gives its token; only the token's hash is stored. */
export async function openSession(deps: SessionDeps, memberId: string): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await insertSession(deps.db, {
    id: randomUUID(),
    memberId,
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  return token;
}

/** Staff and admins: their sessions end after `staffIdleLimitMs` without a call. */
export const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

/** A staff session's last call is written at most this often (its idle clock needs no finer grain). */
export const lastSeenWriteIntervalMs = 60 * 1000;

/**
 * The session of a token: the member and session while it is open, 'idle' for a staff session that went 8
 * hours without a call and 'max-age' for one signed in more than 12 hours ago (each ended now, so it stays
 * ended), null otherwise. A deactivated account's sessions were ended when it was deactivated; it is checked
 * again here so a session can never outlive the deactivation. A staff session's last call is recorded (at
 * most once a minute).
 */
async function openSessionOf(deps: SessionDeps, token: string | null): Promise<OpenSession | 'idle' | 'max-age' | null> {
  if (!token) return null;
  const now = deps.now();
  const found = await findSession(deps.db, tokenHash(token), now);
  if (!found || found.member.deactivated_at) return null;
  const { member, session } = found;
  if (!isStaffRole(member.role)) return found;
  if (now.getTime() - Date.parse(session.created_at) > staffMaxSessionMs) {
    await revokeSessionById(deps.db, session.id, now);
    return 'max-age';
  }
  const lastSeen = Date.parse(session.last_seen_at ?? session.created_at);
  if (now.getTime() - lastSeen > staffIdleLimitMs) {
    await revokeSessionById(deps.db, session.id, now);
    return 'idle';
  }
  if (now.getTime() - lastSeen >= lastSeenWriteIntervalMs) await touchSession(deps.db, session.id, now);
  return found;
}

/** The member a token belongs to, while its session is open; null otherwise. */
export async function memberForToken(deps: SessionDeps, token: string | null): Promise<Member | null> {
  const found = await openSessionOf(deps, token);
  return found === 'idle' || found === 'max-age' || !found ? null : found.member;
}

/** The member and session of an open session; a 401 otherwise (with the staff idle or 12-hour message where it applies). */
export async function openSessionFor(deps: SessionDeps, token: string | null, notSignedIn: string = accountMessages.sessionInvalid): Promise<OpenSession> {
  const found = await openSessionOf(deps, token);
  if (found === 'idle') throw new HttpError(401, staffMessages.sessionIdle);
  if (found === 'max-age') throw new HttpError(401, staffMessages.sessionMaxAge);
  if (!found) throw new HttpError(401, notSignedIn);
  return found;
}

/** The member of an open session; a 401 otherwise (with the staff idle message for an idle staff session). */
export async function sessionMember(deps: SessionDeps, token: string | null, notSignedIn: string = accountMessages.sessionInvalid): Promise<Member> {
  return (await openSessionFor(deps, token, notSignedIn)).member;
}

/**
 * A sensitive action's check: the session gave a password or second factor (`'second-factor'`: a code or a
 * passkey, never a password) in the last 5 minutes; 403 otherwise, which the staff area turns into its
 * "confirm it's you" dialog. The staff guard's `freshAuth`, and a staff account's own address and password.
 */
export function requireFresh(session: OpenSession['session'], kind: 'password-or-factor' | 'second-factor', now: Date): void {
  const factor = kind === 'second-factor';
  const given = factor ? session.fresh_factor_at : session.fresh_auth_at;
  const age = given && session.second_factor_at ? now.getTime() - Date.parse(given) : Infinity;
  if (!(age <= staffFreshAuthMs)) throw new HttpError(403, factor ? staffMessages.freshFactorRequired : staffMessages.freshAuthRequired);
}

/** The staff module's second factor marks sessions through these (docs/product/staff.md). */
export const markSessionSecondFactor = (db: Kysely<Database>, sessionId: string, at: Date, fresh = true) => setSessionSecondFactor(db, sessionId, at, fresh);
export type { OpenSession };

/** Ends the session of a token (an unknown token is no error: the browser forgets it either way). */
export async function logout(deps: SessionDeps, token: string | null): Promise<void> {
  if (token) await revokeSession(deps.db, tokenHash(token), deps.now());
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { setSessionChallenge, setSessionFresh, takeSessionChallenge } from './sessions.repository';
