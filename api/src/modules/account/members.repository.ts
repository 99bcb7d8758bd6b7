import type { Kysely } from 'kysely';
import { containsText } from '../../db/paging';
import type { Database, Member, MemberRole } from '../../db/tables';

/**
 * Members as the staff area reads and changes them (docs/product/staff.md): summaries without password data,
 * the search, roles, deactivation, open sessions and the erasure's delete. The account module's own, like
 * account.repository.ts: other modules reach it through account.service.ts.
 */

/** A member's columns for staff: never the password hash. */
const staffColumns = ['id', 'firstname', 'lastname', 'email', 'phone', 'role', 'created_at', 'deactivated_at'] as const;
export type MemberSummary = Pick<Member, (typeof staffColumns)[number]>;

export function findMemberById(db: Kysely<Database>, id: string): Promise<MemberSummary | undefined> {
  return db.selectFrom('members').select(staffColumns).where('id', '=', id).executeTakeFirst();
}

export function findMembersByIds(db: Kysely<Database>, ids: string[]): Promise<MemberSummary[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('members').select(staffColumns).where('id', 'in', ids).execute();
}

export function findMemberSummaryByEmail(db: Kysely<Database>, email: string): Promise<MemberSummary | undefined> {
  return db.selectFrom('members').select(staffColumns).where('email', '=', email).executeTakeFirst();
}

/** A page of members, newest first; `q` matches names, e-mail or phone. */
export async function searchMembers(db: Kysely<Database>, { q, page, pageSize }: { q: string; page: number; pageSize: number }) {
  const base = db.selectFrom('members').$if(q !== '', (qb) => qb.where((eb) => containsText(eb, ['firstname', 'lastname', 'email', 'phone'], q)));
  const [rows, count] = await Promise.all([
    base.select(staffColumns).orderBy('created_at', 'desc').orderBy('id').offset((page - 1) * pageSize).limit(pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Everyone with a staff role (admins too), deactivated or not, by name. */
export function listStaffMembers(db: Kysely<Database>): Promise<MemberSummary[]> {
  return db.selectFrom('members').select(staffColumns).where('role', 'in', ['staff', 'admin']).orderBy('firstname').orderBy('lastname').orderBy('email').execute();
}

export async function setMemberRole(db: Kysely<Database>, id: string, role: MemberRole, at: Date): Promise<void> {
  await db.updateTable('members').set({ role, updated_at: at.toISOString() }).where('id', '=', id).execute();
}

export async function setDeactivated(db: Kysely<Database>, id: string, deactivatedAt: Date | null, at: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({ deactivated_at: deactivatedAt?.toISOString() ?? null, updated_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** How many sessions of a member are open at `now`. */
export async function countOpenSessions(db: Kysely<Database>, memberId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('member_sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes a member with their sessions and reset links (the erasure). */
export async function deleteMember(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('member_sessions').where('member_id', '=', id).execute();
  await db.deleteFrom('password_resets').where('member_id', '=', id).execute();
  await db.deleteFrom('members').where('id', '=', id).execute();
}
