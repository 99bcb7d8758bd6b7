import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { PasswordHasher } from '../../security/password';
import { randomUUID } from 'node:crypto';
import { messages, serverMessages } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { isCommonPassword } from '../../security/common-passwords';
import { findPasswordHash, insertMember } from './account.repository';
import { revokeMemberSessions } from './sessions.repository';
import { findMembersByIds, findMemberSummaryByEmail, findStaffAddresses, setMemberRole, type MemberSummary } from './members.repository';
import type { MemberRole } from './account.tables';

export type { MemberSummary };

export const membersByIds = (db: Kysely<Database>, ids: string[]) => findMembersByIds(db, [...new Set(ids)]);
export const memberByEmail = (db: Kysely<Database>, email: string) => findMemberSummaryByEmail(db, email.trim().toLowerCase());
/** Ends every session of the member but the one that made a change (a second factor added or removed). */
export const endOtherSessions = (db: Kysely<Database>, memberId: string, keep: string, at: Date) => revokeMemberSessions(db, memberId, at, keep);

/** Whether `password` is the account's password (a re-authentication). */
export async function passwordMatches(
  deps: { db: Kysely<Database>; passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstDecoy'> },
  memberId: string,
  password: string,
): Promise<boolean> {
  const hash = await findPasswordHash(deps.db, memberId);
  return hash ? deps.passwords.verify(password, hash) : deps.passwords.verifyAgainstDecoy(password);
}

/**
 * A new account made by accepting an invitation to the staff area, with its role, in the
 * caller's transaction: sign-up's checks (a common password, an e-mail already used), but no phone asked.
 * Answers its id. No session: they log in and set up their second factor like every staff member.
 */
export async function createAccountWithRole(
  deps: { db: Kysely<Database>; passwords: Pick<PasswordHasher, 'hash'> },
  person: { firstname: string; lastname: string; email: string; password: string },
  role: MemberRole,
  now: Date,
): Promise<string> {
  if (isCommonPassword(person.password)) throw new HttpError(400, messages.passwordTooCommon);
  if (await memberByEmail(deps.db, person.email)) throw new HttpError(409, serverMessages.emailExisted);
  const id = randomUUID();
  const at = now.toISOString();
  const { password, ...names } = person;
  await insertMember(deps.db, { id, ...names, phone: null, password_hash: await deps.passwords.hash(password), created_at: at });
  await setMemberRole(deps.db, id, role, now);
  return id;
}

/**
 * Where a staff account's security notices go: its address, and the one confirmed when its role was given
 * when that differs (the old address hears of every change, whoever moved the address).
 */
export async function staffAddressesOf(db: Kysely<Database>, memberId: string, email: string): Promise<string[]> {
  const confirmed = (await findStaffAddresses(db, memberId))?.staff_email;
  return [...new Set([email, ...(confirmed ? [confirmed] : [])])];
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { findMemberById, findStaffAddresses, listStaffMembers, setMemberRole, setStaffEmail } from './members.repository';
export { revokeMemberSessions } from './sessions.repository';
