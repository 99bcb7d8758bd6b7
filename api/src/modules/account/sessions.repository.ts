import type { Kysely } from 'kysely';
import type { Database, Member } from '../../db/tables';

// The member_sessions table, apart from the members and their links (account.repository.ts): what a login,
// a second factor, a fresh confirmation and a sign-out write.

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; memberId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('member_sessions')
    .values({
      id: session.id,
      member_id: session.memberId,
      token_hash: session.tokenHash,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: null,
      last_seen_at: session.createdAt.toISOString(),
      second_factor_at: null,
      // A login gives the password: for five minutes it counts as fresh (docs/product/staff.md).
      fresh_auth_at: session.createdAt.toISOString(),
      fresh_factor_at: null,
      webauthn_challenge: null,
      webauthn_challenge_at: null,
    })
    .execute();
}

export interface SessionFields {
  id: string;
  created_at: string;
  last_seen_at: string | null;
  second_factor_at: string | null;
  fresh_auth_at: string | null;
  fresh_factor_at: string | null;
}

export interface OpenSession {
  member: Member;
  session: SessionFields;
}

/** The session with this token hash and its member, when the session is neither revoked nor expired at `now`. */
export async function findSession(db: Kysely<Database>, hash: string, now: Date): Promise<OpenSession | undefined> {
  const row = await db
    .selectFrom('member_sessions')
    .innerJoin('members', 'members.id', 'member_sessions.member_id')
    .selectAll('members')
    .select([
      'member_sessions.id as session_id',
      'member_sessions.created_at as session_created_at',
      'member_sessions.last_seen_at as session_last_seen_at',
      'member_sessions.second_factor_at as session_second_factor_at',
      'member_sessions.fresh_auth_at as session_fresh_auth_at',
      'member_sessions.fresh_factor_at as session_fresh_factor_at',
    ])
    .where('member_sessions.token_hash', '=', hash)
    .where('member_sessions.revoked_at', 'is', null)
    .where('member_sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_created_at, session_last_seen_at, session_second_factor_at, session_fresh_auth_at, session_fresh_factor_at, ...member } = row;
  return {
    member,
    session: {
      id: session_id,
      created_at: session_created_at,
      last_seen_at: session_last_seen_at,
      second_factor_at: session_second_factor_at,
      fresh_auth_at: session_fresh_auth_at,
      fresh_factor_at: session_fresh_factor_at,
    },
  };
}

/**
 * A second factor confirmed the session: it reaches the staff area, and counts as fresh for every sensitive
 * action; `fresh: false` for an enrolment, whose first code proves only the app it has just been given.
 */
export async function setSessionSecondFactor(db: Kysely<Database>, id: string, at: Date, fresh = true): Promise<void> {
  const when = at.toISOString();
  await db
    .updateTable('member_sessions')
    .set(fresh ? { second_factor_at: when, fresh_auth_at: when, fresh_factor_at: when } : { second_factor_at: when })
    .where('id', '=', id)
    .execute();
}

/** A password or factor was given again ("confirm it's you"); `factor`: a second factor, which also counts where a password does not. */
export async function setSessionFresh(db: Kysely<Database>, id: string, at: Date, factor: boolean): Promise<void> {
  const when = at.toISOString();
  await db
    .updateTable('member_sessions')
    .set(factor ? { fresh_auth_at: when, fresh_factor_at: when } : { fresh_auth_at: when })
    .where('id', '=', id)
    .execute();
}

export async function setSessionChallenge(db: Kysely<Database>, id: string, challenge: string, at: Date): Promise<void> {
  await db.updateTable('member_sessions').set({ webauthn_challenge: challenge, webauthn_challenge_at: at.toISOString() }).where('id', '=', id).execute();
}

/** The session's WebAuthn challenge and when it was given, cleared as it is read (single use). */
export async function takeSessionChallenge(db: Kysely<Database>, id: string): Promise<{ challenge: string; at: string } | null> {
  const row = await db.selectFrom('member_sessions').select(['webauthn_challenge', 'webauthn_challenge_at']).where('id', '=', id).executeTakeFirst();
  if (!row?.webauthn_challenge || !row.webauthn_challenge_at) return null;
  const { numUpdatedRows } = await db
    .updateTable('member_sessions')
    .set({ webauthn_challenge: null, webauthn_challenge_at: null })
    .where('id', '=', id)
    .where('webauthn_challenge', '=', row.webauthn_challenge)
    .executeTakeFirst();
  return numUpdatedRows === 1n ? { challenge: row.webauthn_challenge, at: row.webauthn_challenge_at } : null;
}

/** Records a session's latest call. */
export async function touchSession(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('member_sessions').set({ last_seen_at: at.toISOString() }).where('id', '=', id).execute();
}

export async function revokeSessionById(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('member_sessions').set({ revoked_at: at.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Ends every open session of a member (a deactivation), or every one but `keep` (a factor changed in it); answers how many. */
export async function revokeMemberSessions(db: Kysely<Database>, memberId: string, at: Date, keep?: string): Promise<number> {
  const result = await db
    .updateTable('member_sessions')
    .set({ revoked_at: at.toISOString() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (qb) => qb.where('id', '!=', keep!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSession(db: Kysely<Database>, hash: string, now: Date): Promise<void> {
  await db.updateTable('member_sessions').set({ revoked_at: now.toISOString() }).where('token_hash', '=', hash).where('revoked_at', 'is', null).execute();
}
