import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { PasswordHasher } from '../../security/password';
import { findPasswordHash, revokeMemberSessions } from './account.repository';
import { findMemberById, findMembersByIds, findMemberSummaryByEmail, listStaffMembers, setMemberRole, type MemberSummary } from './members.repository';
import type { MemberRole } from './account.tables';

/**
 * Members as other modules see them (the staff module's roles, re-authentication and second factor, the
 * enquiries inbox's assignees): summaries without password data, the staff list, a role changed, sessions
 * ended. The account module's service, beside account.service.ts (sign-up, login, sessions, resets).
 */

export type { MemberSummary };

export const memberById = (db: Kysely<Database>, id: string) => findMemberById(db, id);
export const membersByIds = (db: Kysely<Database>, ids: string[]) => findMembersByIds(db, [...new Set(ids)]);
export const memberByEmail = (db: Kysely<Database>, email: string) => findMemberSummaryByEmail(db, email.trim().toLowerCase());
export const staffMembers = (db: Kysely<Database>) => listStaffMembers(db);
export const changeRole = (db: Kysely<Database>, memberId: string, role: MemberRole, now: Date) => setMemberRole(db, memberId, role, now);
export const endMemberSessions = (db: Kysely<Database>, memberId: string, at: Date) => revokeMemberSessions(db, memberId, at);

/** Whether `password` is the account's password (a re-authentication). */
export async function passwordMatches(deps: { db: Kysely<Database>; passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstDecoy'> }, memberId: string, password: string): Promise<boolean> {
  const hash = await findPasswordHash(deps.db, memberId);
  return hash ? deps.passwords.verify(password, hash) : deps.passwords.verifyAgainstDecoy(password);
}
