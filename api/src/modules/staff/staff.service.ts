import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  staffAuditDataSchema,
  staffAuditFilterNames,
  staffPageSize,
  type StaffMember,
  type StaffAuditAction,
  type StaffAuditData,
  type StaffAuditTargetType,
  type StaffRole,
  type staffAuditEntrySchema,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { pageOf, type Page } from '../../db/paging';
import { HttpError } from '../../http-errors';
import { setMemberRole, memberByEmail, listStaffMembers, type MemberSummary } from '../account/members.service';
import { noSecurityLog, type SecurityLog } from '../account/security-events';
import { unassignAll } from '../enquiry/enquiry.service';
import { insertAudit, searchAudit } from './staff.repository';

/**
 * The staff module's own service (docs/product/staff.md): who acts (an `Actor`), the audit log every staff
 * change and read of personal data is written to, staff roles, and the log's page for admins. Each domain's
 * staff features live in that domain's module (`<domain>.staff.ts`) and write their audit rows through
 * `audited`, `recordAudit` and `recordSearch` here.
 */
/**
 * What the staff services work with (this one and each domain's `<domain>.staff.ts`), handed in by their
 * routes (staff-deps.ts) and by the CLI: the database and the clock.
 */
export interface StaffDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** Who makes a change: a signed-in staff member, or the CLI (an operator at the server). */
export interface Actor {
  id: string | null;
  email: string;
  role: StaffRole | 'cli';
}
export const cliActor: Actor = { id: null, email: 'cli', role: 'cli' };

/** What an audit row says: the action, what it was done to (type and id) and a few known fields. */
export interface Audit {
  action: StaffAuditAction;
  targetType: StaffAuditTargetType;
  targetId: string | null;
  data?: StaffAuditData;
}

/** A change and its audit row in one transaction: both are written, or neither. */
export async function audited<T>(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  actor: Actor,
  change: (trx: Kysely<Database>) => Promise<{ result: T; audit: Audit[] }>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    for (const entry of audit) await insertAudit(trx, { actorId: actor.id, actorEmail: actor.email, ...entry, data: entry.data ?? {} }, deps.now());
    return result;
  });
}

/**
 * An audit row inside a transaction the caller already holds (one the mail queue opened: a reply, an
 * invitation), so the change, its mail and its row stand or fall together.
 */
export const insertAuditInTransaction = (trx: Kysely<Database>, actor: Actor, { action, targetType, targetId, data = {} }: Audit, at: Date) =>
  insertAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, data }, at);

/** Writes an audit row on its own: a read of personal data (opening a member, a search, an export), an upload. */
const record = (deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, { action, targetType, targetId, data = {} }: Audit) =>
  insertAudit(deps.db, { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, data }, deps.now());

/**
 * The audit row of a change another domain makes outside the database (a release in the deploy folder):
 * written once the change is done, checked like every row.
 */
export const recordAudit = record;

/**
 * The filters a search used, by name only: the words searched for and the values chosen may be personal
 * data (a name, an e-mail), so the audit log records that a search happened and what it filtered on.
 */
export function filtersOf<K extends string>(query: Partial<Record<K, unknown>>, names: readonly K[]): K[] {
  return names.filter((name) => query[name] !== undefined && query[name] !== '');
}

/**
 * The filter names the audit log's data can carry. The daily-work filters (dates, labels, active) are not in its
 * list yet (shared/src/contracts/staff-audit.ts): a search by them alone is still recorded, without their names.
 */
export const auditableFilters = (filters: string[]) =>
  filters.filter((f): f is (typeof staffAuditFilterNames)[number] => (staffAuditFilterNames as readonly string[]).includes(f));

/** A search (any filter given) is recorded; paging through the unfiltered list is not. */
export async function recordSearch(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  actor: Actor,
  action: StaffAuditAction,
  targetType: StaffAuditTargetType,
  filters: string[],
  page: number,
  extra: StaffAuditData = {},
) {
  if (filters.length) await record(deps, actor, { action, targetType, targetId: null, data: { filters: auditableFilters(filters), page, ...extra } });
}

/** A staff member as the contracts show them (an assignee, the team). */
export const toStaffMember = (m: MemberSummary): StaffMember => ({
  id: m.id,
  firstname: m.firstname,
  lastname: m.lastname,
  email: m.email,
  role: m.role as StaffRole,
});
/** An export's file name: what it holds and the day. */
export const csvName = (what: string, now: Date) => `${what}-${now.toISOString().slice(0, 10)}.csv`;

// ---------------------------------------------------------------- staff and roles

/** Everyone who can be assigned an enquiry: staff and admins whose accounts are active (contributors write news only). */
export async function team(deps: Pick<StaffDeps, 'db'>): Promise<StaffMember[]> {
  return (await listStaffMembers(deps.db)).filter((m) => !m.deactivated_at && m.role !== 'contributor').map(toStaffMember);
}

/** Gives an existing account a staff role (the CLI's `staff add`; never sign-up). */
export async function grantRole(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  email: string,
  role: StaffRole,
  actor: Actor = cliActor,
  events: SecurityLog = noSecurityLog,
): Promise<StaffMember> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}: the person must sign up on the site first.`);
  if (member.role === role) return toStaffMember(member);
  await audited(deps, actor, async (trx) => {
    await setMemberRole(trx, member.id, role, deps.now());
    return { result: undefined, audit: [{ action: 'staff.add', targetType: 'member', targetId: member.id, data: { from: member.role, to: role } }] };
  });
  events('auth.role.change', { accountId: member.id, role });
  return { ...toStaffMember(member), role };
}

/** Takes a staff role away (back to member); their enquiries are unassigned. The CLI's `staff remove`. */
export async function revokeRole(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  email: string,
  actor: Actor = cliActor,
  events: SecurityLog = noSecurityLog,
): Promise<{ member: MemberSummary; changed: boolean }> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}.`);
  if (member.role === 'member') return { member, changed: false };
  await audited(deps, actor, async (trx) => {
    await setMemberRole(trx, member.id, 'member', deps.now());
    const unassigned = await unassignAll(trx, member.id, deps.now());
    return {
      result: undefined,
      audit: [{ action: 'staff.remove', targetType: 'member', targetId: member.id, data: { from: member.role, to: 'member', unassigned } }],
    };
  });
  events('auth.role.change', { accountId: member.id, role: 'member' });
  return { member: { ...member, role: 'member' }, changed: true };
}

export const staffList = (deps: Pick<StaffDeps, 'db'>) => listStaffMembers(deps.db);

// ---------------------------------------------------------------- audit log

type AuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** A row's data as its schema allows (a row that somehow holds anything else shows as empty rather than as text). */
function auditData(json: string): StaffAuditData {
  try {
    const parsed = staffAuditDataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export async function auditLog(deps: Pick<StaffDeps, 'db'>, query: { q: string; page: number }): Promise<Page<AuditEntry>> {
  const { rows, total } = await searchAudit(deps.db, { q: query.q, page: query.page, pageSize: staffPageSize });
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { id: r.actor_id, email: r.actor_email },
      action: r.action,
      target: { type: r.target_type, id: r.target_id },
      data: auditData(r.data),
    })),
    total,
    query.page,
    staffPageSize,
  );
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { pseudonymiseAuditActor } from './staff.repository';
