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

export async function findPasswordHash(db: Kysely<Database>, memberId: string): Promise<string | undefined> {
  return (await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirst())?.password_hash;
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
