import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { containsText, dayBounds, paged } from '../../db/paging';
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

/** The members list's filter: joined between two days, on a list, active or not, with a label. */
export interface MemberFilter {
  q: string;
  joinedFrom?: string;
  joinedTo?: string;
  list?: 'newsletter' | 'broadcast' | 'whatsapp';
  active?: 'true' | 'false';
  label?: string;
}

/**
 * Who is on a list, as a subquery: an e-mail list's confirmed addresses, the WhatsApp list's numbers. The
 * lists are the subscriptions module's tables, read here in SQL only (a join the database does, where
 * going through that module's service would carry every address of a list into the process).
 */
const onList = (list: NonNullable<MemberFilter['list']>) =>
  list === 'whatsapp'
    ? sql<boolean>`phone in (select phone from whatsapp_subscriptions)`
    : sql<boolean>`email in (select email from ${sql.table(`${list}_subscriptions`)} where status = 'confirmed')`;

const filteredMembers = (db: Kysely<Database>, f: MemberFilter) => {
  const { since, before } = dayBounds(f.joinedFrom, f.joinedTo);
  return db
    .selectFrom('members')
    .$if(f.q !== '', (qb) => qb.where((eb) => containsText(eb, ['firstname', 'lastname', 'email', 'phone'], f.q)))
    .$if(since !== undefined, (qb) => qb.where('created_at', '>=', since!))
    .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
    .$if(f.active === 'true', (qb) => qb.where('deactivated_at', 'is', null))
    .$if(f.active === 'false', (qb) => qb.where('deactivated_at', 'is not', null))
    .$if(Boolean(f.label), (qb) => qb.where('id', 'in', (eb) => eb.selectFrom('member_labels').select('member_id').where('label', '=', f.label!)))
    .$if(f.list !== undefined, (qb) => qb.where(onList(f.list!)));
};

/** Every member the filter matches, newest first (the staff export). */
export function allMembers(db: Kysely<Database>, filter: MemberFilter): Promise<MemberSummary[]> {
  return filteredMembers(db, filter).select(staffColumns).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** A page of members, newest first; `q` matches names, e-mail or phone. */
export async function searchMembers(db: Kysely<Database>, { page, pageSize, ...filter }: MemberFilter & { page: number; pageSize: number }) {
  return paged(filteredMembers(db, filter), { page, pageSize }, (base) => base.select(staffColumns).orderBy('created_at', 'desc').orderBy('id'));
}

/** Everyone with a staff role (contributors and admins too), deactivated or not, by name. */
export function listStaffMembers(db: Kysely<Database>): Promise<MemberSummary[]> {
  return db
    .selectFrom('members')
    .select(staffColumns)
    .where('role', 'in', ['contributor', 'staff', 'admin'])
    .orderBy('firstname')
    .orderBy('lastname')
    .orderBy('email')
    .execute();
}

/**
 * The account's role. A staff role keeps the address the account had when it was first given (where its
 * enrolment links may go: a change between staff roles keeps it); back to member, it is forgotten.
 */
export async function setMemberRole(db: Kysely<Database>, id: string, role: MemberRole, at: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({ role, staff_email: role === 'member' ? null : sql<string>`coalesce(staff_email, email)`, updated_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A staff account's addresses: today's, and the one confirmed when its role was given (null for a member). */
export function findStaffAddresses(db: Kysely<Database>, id: string): Promise<{ email: string; staff_email: string | null } | undefined> {
  return db.selectFrom('members').select(['email', 'staff_email']).where('id', '=', id).executeTakeFirst();
}

/** The address enrolment links go to from now on: one an operator checked, or one moved to with a fresh second factor. */
export async function setStaffEmail(db: Kysely<Database>, id: string, email: string): Promise<void> {
  await db.updateTable('members').set({ staff_email: email }).where('id', '=', id).execute();
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
  await db.deleteFrom('member_email_changes').where('member_id', '=', id).execute();
  await db.deleteFrom('members').where('id', '=', id).execute();
}
