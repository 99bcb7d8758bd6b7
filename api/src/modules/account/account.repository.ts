import type { Kysely } from 'kysely';
import type { Database, Member } from '../../db/tables';

export type NewMember = Pick<Member, 'id' | 'firstname' | 'lastname' | 'email' | 'phone' | 'password_hash' | 'created_at'>;

/** Which unique contact a new member would share with an existing one, if any (email is checked first). */
export async function findTakenContact(db: Kysely<Database>, email: string, phone: string): Promise<'email' | 'phone' | null> {
  const rows = await db
    .selectFrom('members')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .execute();
  if (rows.some((row) => row.email === email)) return 'email';
  return rows.length ? 'phone' : null;
}

export async function insertMember(db: Kysely<Database>, member: NewMember): Promise<void> {
  await db
    .insertInto('members')
    .values({ ...member, updated_at: member.created_at })
    .execute();
}

export async function findMemberByEmail(db: Kysely<Database>, email: string): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
}

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

export async function findPasswordHash(db: Kysely<Database>, memberId: string): Promise<string | undefined> {
  return (await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirst())?.password_hash;
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

export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: { id: string; memberId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      id: reset.id,
      member_id: reset.memberId,
      token_hash: reset.tokenHash,
      created_at: reset.createdAt.toISOString(),
      expires_at: reset.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/**
 * Uses a reset link: marks it used if it is unused and unexpired at `now`, and gives its member's id. The
 * conditional update is what makes the link single use when two requests race with it.
 */
export async function consumePasswordReset(db: Kysely<Database>, hash: string, now: Date): Promise<string | null> {
  const reset = await db
    .selectFrom('password_resets')
    .select(['id', 'member_id'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!reset) return null;
  const { numUpdatedRows } = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 1n ? reset.member_id : null;
}

/**
 * A new password: stored, and every open session and reset link of the member ended, so whoever knew the
 * old password (or held an old link) is out.
 */
export async function changePassword(db: Kysely<Database>, memberId: string, passwordHash: string, now: Date, keepSession?: string): Promise<void> {
  const at = now.toISOString();
  // Inside the caller's transaction when there is one (a staff account's change, with its notice and audit row).
  const inTransaction = (change: (trx: Kysely<Database>) => Promise<void>) => (db.isTransaction ? change(db) : db.transaction().execute(change));
  await inTransaction(async (trx) => {
    await trx.updateTable('members').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', memberId).execute();
    await trx
      .updateTable('member_sessions')
      .set({ revoked_at: at })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .$if(keepSession !== undefined, (qb) => qb.where('id', '!=', keepSession!))
      .execute();
    await trx.updateTable('password_resets').set({ used_at: at }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
  });
}

/** Every member, oldest first, without password data (the staff export). */
export async function listMembers(db: Kysely<Database>) {
  return db.selectFrom('members').select(['firstname', 'lastname', 'email', 'phone', 'created_at']).orderBy('created_at').orderBy('email').execute();
}

/** A member's name and phone, as they or staff correct them. */
export async function updateMemberDetails(
  db: Kysely<Database>,
  id: string,
  details: { firstname: string; lastname: string; phone: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ ...details, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Whether another member has this phone number. */
export async function phoneTakenByOther(db: Kysely<Database>, phone: string, memberId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('members').select('id').where('phone', '=', phone).where('id', '!=', memberId).executeTakeFirst());
}

/** A new asked-for e-mail change; earlier unused ones of the member stop working. */
export async function insertEmailChange(
  db: Kysely<Database>,
  change: { id: string; memberId: string; newEmail: string; tokenHash: string; createdAt: Date; expiresAt: Date; factorAt?: string | null },
): Promise<void> {
  await db
    .updateTable('member_email_changes')
    .set({ used_at: change.createdAt.toISOString() })
    .where('member_id', '=', change.memberId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('member_email_changes')
    .values({
      id: change.id,
      member_id: change.memberId,
      new_email: change.newEmail,
      token_hash: change.tokenHash,
      created_at: change.createdAt.toISOString(),
      expires_at: change.expiresAt.toISOString(),
      used_at: null,
      factor_at: change.factorAt ?? null,
    })
    .execute();
}

/** Uses up a live e-mail-change link: the member and their new address, or null. */
export async function consumeEmailChange(
  db: Kysely<Database>,
  hash: string,
  now: Date,
): Promise<{ memberId: string; newEmail: string; factorAt: string | null } | null> {
  const change = await db
    .selectFrom('member_email_changes')
    .select(['id', 'member_id', 'new_email', 'factor_at'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!change) return null;
  const { numUpdatedRows } = await db
    .updateTable('member_email_changes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', change.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 1n ? { memberId: change.member_id, newEmail: change.new_email, factorAt: change.factor_at } : null;
}

export async function setMemberEmail(db: Kysely<Database>, id: string, email: string, now: Date): Promise<void> {
  await db.updateTable('members').set({ email, updated_at: now.toISOString() }).where('id', '=', id).execute();
}
