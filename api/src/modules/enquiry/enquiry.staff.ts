import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  enquiryStatuses,
  staffMessages,
  staffPageSize,
  type EnquiryStatus,
  type StaffEnquiry,
  type StaffEnquirySummary,
  type StaffMember,
  type staffEnquiryQuerySchema,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { pageOf, type Page } from '../../db/paging';
import { toCsv } from '../../export/csv';
import { HttpError } from '../../http-errors';
import { isStaffRole } from '../account/sessions.service';
import { findMemberById, membersByIds } from '../account/members.service';
import { auditableFilters, audited, csvName, filtersOf, recordAudit, recordSearch, toStaffMember, type Actor, type Audit, type StaffDeps } from '../staff';
import { enquiryAnswers, enquiryAnswersHeader } from './enquiry.csv';
import { allEnquiries, findEnquiry, insertNote, listNotes, searchEnquiries, updateEnquiry as updateEnquiryRow, type EnquiryFilter } from './enquiry.repository';
import type { Enquiry } from './enquiry.tables';

type EnquiryQuery = z.output<typeof staffEnquiryQuerySchema>;
/** `assignedTo=me` is the caller's own (the inbox's Mine). */
const enquiryFilter = ({ q, status, type, annualRent, isLeaseHeld, assignedTo, from, to }: EnquiryQuery, actor: Actor): EnquiryFilter => ({
  q,
  status,
  type,
  annualRent,
  isLeaseHeld,
  assignedTo: assignedTo === 'me' ? (actor.id ?? 'none') : assignedTo,
  from,
  to,
});

/** The assignees of some enquiries, by id: only those who still have a staff role. */
async function assignees(db: Kysely<Database>, enquiries: Enquiry[]): Promise<Map<string, StaffMember>> {
  const ids = enquiries.map((e) => e.assigned_to).filter((id): id is string => Boolean(id));
  return new Map((await membersByIds(db, ids)).filter((m) => isStaffRole(m.role)).map((m) => [m.id, toStaffMember(m)]));
}

const asStatus = (status: string): EnquiryStatus => ((enquiryStatuses as readonly string[]).includes(status) ? (status as EnquiryStatus) : 'new');

const toSummary = (e: Enquiry, staff: Map<string, StaffMember>): StaffEnquirySummary => ({
  id: e.id,
  createdAt: e.created_at,
  firstname: e.firstname,
  lastname: e.lastname,
  email: e.email,
  type: e.type,
  city: e.city,
  status: asStatus(e.status),
  assignedTo: (e.assigned_to && staff.get(e.assigned_to)) || null,
});

const enquiryFilterNames = ['q', 'status', 'type', 'annualRent', 'isLeaseHeld', 'assignedTo', 'from', 'to'] as const;

export async function enquiryList(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: EnquiryQuery): Promise<Page<StaffEnquirySummary>> {
  const { rows, total } = await searchEnquiries(deps.db, enquiryFilter(query, actor), query.page, staffPageSize);
  await recordSearch(deps, actor, 'enquiry.search', 'enquiries', filtersOf(query, enquiryFilterNames), query.page);
  const staff = await assignees(deps.db, rows);
  return pageOf(
    rows.map((e) => toSummary(e, staff)),
    total,
    query.page,
    staffPageSize,
  );
}

/** Every enquiry the filter matches, as a CSV file (recorded in the audit log: it is personal data leaving). */
export async function enquiryExport(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: EnquiryQuery): Promise<{ file: string; csv: string }> {
  const rows = await allEnquiries(deps.db, enquiryFilter(query, actor));
  const staff = await assignees(deps.db, rows);
  const header = ['Received at (UTC)', 'Status', 'Assigned to', ...enquiryAnswersHeader];
  const csv = toCsv(
    header,
    rows.map((e) => {
      const assignee = e.assigned_to ? staff.get(e.assigned_to) : undefined;
      return [e.created_at, asStatus(e.status), assignee ? `${assignee.firstname} ${assignee.lastname}` : '', ...enquiryAnswers(e)];
    }),
  );
  await recordAudit(deps, actor, {
    action: 'enquiry.export',
    targetType: 'enquiries',
    targetId: null,
    data: { rows: rows.length, filters: auditableFilters(filtersOf(query, enquiryFilterNames)) },
  });
  return { file: csvName('enquiries', deps.now()), csv };
}

export async function enquiryOrNotFound(db: Kysely<Database>, id: string): Promise<Enquiry> {
  const enquiry = await findEnquiry(db, id);
  if (!enquiry) throw new HttpError(404, staffMessages.notFound);
  return enquiry;
}

export async function enquiryDetail(deps: Pick<StaffDeps, 'db'>, id: string): Promise<StaffEnquiry> {
  const enquiry = await enquiryOrNotFound(deps.db, id);
  const notes = await listNotes(deps.db, id);
  const staff = await assignees(deps.db, [enquiry]);
  const authors = new Map(
    (
      await membersByIds(
        deps.db,
        notes.map((n) => n.author_id).filter((a): a is string => Boolean(a)),
      )
    ).map((m) => [m.id, m]),
  );
  return {
    ...toSummary(enquiry, staff),
    annualRent: enquiry.annual_rent,
    isLeaseHeld: enquiry.is_lease_held,
    comments: enquiry.comments,
    phone: enquiry.phone,
    isSubscribe: enquiry.is_subscribe === 1,
    notes: notes.map((n) => {
      const author = n.author_id ? authors.get(n.author_id) : undefined;
      return {
        id: n.id,
        text: n.text,
        createdAt: n.created_at,
        kind: n.kind,
        author: author ? { id: author.id, firstname: author.firstname, lastname: author.lastname } : null,
      };
    }),
  };
}

/** Opens an enquiry (a read of personal data: recorded). */
export async function openEnquiry(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffEnquiry> {
  const enquiry = await enquiryDetail(deps, id);
  await recordAudit(deps, actor, { action: 'enquiry.view', targetType: 'enquiry', targetId: id });
  return enquiry;
}

/**
 * Moves an enquiry on (status), gives it to a staff member (null: nobody) and/or adds a note, in one
 * transaction (a note never loses a status change made beside it). Answers the whole enquiry.
 */
export async function updateEnquiry(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  actor: Actor,
  id: string,
  changes: { status?: EnquiryStatus; assignedTo?: string | null; note?: string },
): Promise<StaffEnquiry> {
  const enquiry = await enquiryOrNotFound(deps.db, id);
  if (changes.assignedTo) {
    const assignee = await findMemberById(deps.db, changes.assignedTo);
    if (!assignee || !isStaffRole(assignee.role) || assignee.role === 'contributor' || assignee.deactivated_at)
      throw new HttpError(400, staffMessages.assignee);
  }
  await audited(deps, actor, async (trx) => {
    const audit: Audit[] = [];
    const set: { status?: string; assigned_to?: string | null } = {};
    if (changes.status !== undefined && changes.status !== enquiry.status) {
      set.status = changes.status;
      audit.push({ action: 'enquiry.status', targetType: 'enquiry', targetId: id, data: { from: enquiry.status, to: changes.status } });
    }
    if (changes.assignedTo !== undefined && changes.assignedTo !== enquiry.assigned_to) {
      set.assigned_to = changes.assignedTo;
      audit.push({ action: 'enquiry.assign', targetType: 'enquiry', targetId: id, data: { assignee: changes.assignedTo } });
    }
    if (Object.keys(set).length) await updateEnquiryRow(trx, id, set, deps.now());
    if (changes.note) {
      await insertNote(trx, { enquiryId: id, authorId: actor.id!, text: changes.note }, deps.now());
      audit.push({ action: 'enquiry.note', targetType: 'enquiry', targetId: id, data: { characters: changes.note.length } });
    }
    return { result: undefined, audit };
  });
  return enquiryDetail(deps, id);
}

/** A note on an enquiry; the audit row says a note was added, not what it says (it may hold personal data). */
export async function addNote(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string, text: string): Promise<StaffEnquiry> {
  await enquiryOrNotFound(deps.db, id);
  await audited(deps, actor, async (trx) => {
    await insertNote(trx, { enquiryId: id, authorId: actor.id!, text }, deps.now());
    return { result: undefined, audit: [{ action: 'enquiry.note', targetType: 'enquiry', targetId: id, data: { characters: text.length } }] };
  });
  return enquiryDetail(deps, id);
}
