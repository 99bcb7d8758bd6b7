import type { z } from 'zod';
import { staffMessages, staffPageSize, type StaffMemberDetail, type StaffMemberRow, type staffMemberQuerySchema } from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { checkpointAfterErasure } from '../../db/wal-checkpoint';
import { HttpError } from '../../http-errors';
import { audited, filtersOf, recordAudit, recordSearch, type Actor, type StaffDeps } from '../staff';
import { revokeMemberSessions } from './sessions.repository';
import { eraseMemberData } from './erasure';
import { searchMembers, setDeactivated, type MemberSummary } from './members.repository';
import { labelsOfMembers } from './member-records.repository';
import { memberFilterNames, memberOrNotFound, memberRecord, toMemberRow } from './member-records.staff';
import { isStaffRole } from './sessions.service';

/**
 * Members in the staff area (docs/product/staff.md): search, a member's page, deactivate, reactivate and
 * UK GDPR erasure, which reaches the enquiry, donation, subscriptions and staff modules through their
 * services. Every change and every read of personal data is audited.
 */

type MemberQuery = z.output<typeof staffMemberQuerySchema>;

export async function memberList(deps: StaffDeps, actor: Actor, query: MemberQuery): Promise<Page<StaffMemberRow>> {
  const { page, ...filter } = query;
  const { rows, total } = await searchMembers(deps.db, { ...filter, page, pageSize: staffPageSize });
  await recordSearch(deps, actor, 'member.search', 'members', filtersOf(query, memberFilterNames), page, query.list ? { list: query.list } : {});
  const labels = await labelsOfMembers(
    deps.db,
    rows.map((m) => m.id),
  );
  return pageOf(
    rows.map((m) => toMemberRow(m, labels.get(m.id))),
    total,
    page,
    staffPageSize,
  );
}

/** A member's whole record: member-records.staff.ts gathers it. */
export async function memberDetail(deps: StaffDeps, id: string): Promise<StaffMemberDetail> {
  return memberRecord(deps, await memberOrNotFound(deps.db, id));
}

/** Opens a member (a read of personal data: recorded). */
export async function openMember(deps: StaffDeps, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberDetail(deps, id);
  await recordAudit(deps, actor, { action: 'member.view', targetType: 'member', targetId: id });
  return member;
}

/**
 * Nobody deactivates, reactivates or erases their own account here, and only an admin does it to a staff or
 * admin account (one phished staff password must not take colleagues' accounts with it).
 */
function mayManage(actor: Actor, member: MemberSummary): void {
  if (actor.id === member.id) throw new HttpError(403, staffMessages.notYourself);
  if (isStaffRole(member.role) && actor.role !== 'admin' && actor.role !== 'cli') throw new HttpError(403, staffMessages.staffAccountAdminOnly);
}

/** The account can no longer log in, and every session it has ends now. */
export async function deactivate(deps: StaffDeps, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (!member.deactivated_at) {
    await audited(deps, actor, async (trx) => {
      const now = deps.now();
      await setDeactivated(trx, id, now, now);
      const ended = await revokeMemberSessions(trx, id, now);
      return { result: undefined, audit: [{ action: 'member.deactivate', targetType: 'member', targetId: id, data: { sessionsEnded: ended } }] };
    });
  }
  return memberDetail(deps, id);
}

export async function reactivate(deps: StaffDeps, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (member.deactivated_at) {
    await audited(deps, actor, async (trx) => {
      await setDeactivated(trx, id, null, deps.now());
      return { result: undefined, audit: [{ action: 'member.reactivate', targetType: 'member', targetId: id }] };
    });
  }
  return memberDetail(deps, id);
}

/**
 * UK GDPR erasure (docs/product/staff.md), in one transaction: the account with its sessions and reset
 * links goes; the enquiries sent with its e-mail are anonymised; its donations keep only what the accounts
 * must keep for six years; its list entries go. The audit row counts what was done and names nobody.
 */
export async function erase(deps: StaffDeps & { deployDir: string }, actor: Actor, id: string, confirm: string): Promise<void> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (confirm.trim().toLowerCase() !== member.email) throw new HttpError(400, staffMessages.eraseConfirm);
  await audited(deps, actor, async (trx) => {
    const counts = await eraseMemberData(trx, member, deps.now(), deps.deployDir);
    return { result: undefined, audit: [{ action: 'member.erase', targetType: 'member', targetId: id, data: { role: member.role, ...counts } }] };
  });
  await checkpointAfterErasure(deps.db);
}
