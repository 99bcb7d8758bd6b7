import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/tables';

// ---------------------------------------------------------------- TOTP

export function findTotp(db: Kysely<Database>, memberId: string) {
  return db.selectFrom('staff_totp').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** A new, unconfirmed secret (a restarted enrolment replaces the one waiting; a confirmed one is never replaced here). */
export async function putPendingTotp(db: Kysely<Database>, memberId: string, secret: string, at: Date): Promise<void> {
  await db.deleteFrom('staff_totp').where('member_id', '=', memberId).where('confirmed_at', 'is', null).execute();
  await db.insertInto('staff_totp').values({ member_id: memberId, secret, confirmed_at: null, last_time_step: null, created_at: at.toISOString() }).execute();
}

export async function confirmTotp(db: Kysely<Database>, memberId: string, timeStep: number, at: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff_totp')
    .set({ confirmed_at: at.toISOString(), last_time_step: timeStep })
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Records the time step of an accepted code; false when another request used this step (or a later one) first. */
export async function useTotpStep(db: Kysely<Database>, memberId: string, timeStep: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff_totp')
    .set({ last_time_step: timeStep })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

// ---------------------------------------------------------------- recovery codes

/** Replaces the account's recovery codes with new ones (their hashes). */
export async function replaceRecoveryCodes(db: Kysely<Database>, memberId: string, hashes: string[], at: Date): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ id: randomUUID(), member_id: memberId, code_hash, used_at: null, created_at: at.toISOString() })))
    .execute();
}

/** Uses a recovery code: true once, when it is the account's and unused (the conditional update settles a race). */
export async function useRecoveryCode(db: Kysely<Database>, memberId: string, hash: string, at: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: at.toISOString() })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows >= 1n;
}

export async function unusedRecoveryCodeCount(db: Kysely<Database>, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------- passkeys

export function findPasskeys(db: Kysely<Database>, memberId: string) {
  return db.selectFrom('staff_passkeys').selectAll().where('member_id', '=', memberId).orderBy('created_at').execute();
}

export function findPasskey(db: Kysely<Database>, memberId: string, id: string) {
  return db.selectFrom('staff_passkeys').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
}

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: { id: string; memberId: string; publicKey: string; counter: number; transports: string[]; name: string },
  at: Date,
): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      id: passkey.id,
      member_id: passkey.memberId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: at.toISOString(),
      last_used_at: null,
    })
    .execute();
}

export async function usePasskey(db: Kysely<Database>, id: string, counter: number, at: Date): Promise<void> {
  await db.updateTable('staff_passkeys').set({ counter, last_used_at: at.toISOString() }).where('id', '=', id).execute();
}

export async function deletePasskey(db: Kysely<Database>, memberId: string, id: string): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('staff_passkeys').where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
  return numDeletedRows === 1n;
}

/** Removes every factor of an account (the CLI's reset-2fa); answers how many rows went. */
export async function deleteFactors(db: Kysely<Database>, memberId: string): Promise<number> {
  let removed = 0;
  for (const table of ['staff_totp', 'staff_recovery_codes', 'staff_passkeys'] as const) {
    removed += Number((await db.deleteFrom(table).where('member_id', '=', memberId).executeTakeFirst()).numDeletedRows);
  }
  return removed;
}

// ---------------------------------------------------------------- enrolment links

/** A new enrolment code (its hash) for the account; codes it was given before and has not used stop working. */
export async function putEnrolmentCode(db: Kysely<Database>, memberId: string, codeHash: string, at: Date, expiresAt: Date): Promise<void> {
  await db.deleteFrom('staff_enrolment_codes').where('member_id', '=', memberId).where('used_at', 'is', null).execute();
  await db
    .insertInto('staff_enrolment_codes')
    .values({ id: randomUUID(), member_id: memberId, code_hash: codeHash, created_at: at.toISOString(), expires_at: expiresAt.toISOString(), used_at: null })
    .execute();
}

/** The account's unused, unexpired code with this hash: its id, or undefined. */
export async function findEnrolmentCode(db: Kysely<Database>, memberId: string, codeHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_enrolment_codes')
    .select('id')
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.id;
}

/** Uses the code up; false when another request used it first. */
export async function useEnrolmentCode(db: Kysely<Database>, id: string, at: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff_enrolment_codes')
    .set({ used_at: at.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Every code of the account goes (a factor reset issues a new one). */
export async function deleteEnrolmentCodes(db: Kysely<Database>, memberId: string): Promise<void> {
  await db.deleteFrom('staff_enrolment_codes').where('member_id', '=', memberId).execute();
}

/** Every stored TOTP secret with its owner (the key rotation reads them all). */
export const allTotpSecrets = (db: Kysely<Database>) => db.selectFrom('staff_totp').select(['member_id', 'secret']).execute();

/** Replaces a secret as it was read: false when an enrolment replaced it meanwhile (that one is sealed under the current key already). */
export async function resealTotp(db: Kysely<Database>, memberId: string, was: string, sealed: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff_totp')
    .set({ secret: sealed })
    .where('member_id', '=', memberId)
    .where('secret', '=', was)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}
