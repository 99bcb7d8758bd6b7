import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  enquiryStatuses,
  leaseHeldOptions,
  staffListNames,
  staffMediaMaxBytes,
  staffAuditDataSchema,
  staffMessages,
  staffPageSize,
  type Article,
  type EnquiryStatus,
  type StaffArticle,
  type StaffArticleSummary,
  type StaffEnquiry,
  type StaffEnquirySummary,
  type StaffListName,
  type StaffMember,
  type StaffMemberDetail,
  type StaffMemberRow,
  type StaffAuditAction,
  type StaffAuditData,
  type StaffAuditTargetType,
  type StaffRole,
  type staffArticleQuerySchema,
  type staffAuditEntrySchema,
  type staffDonationQuerySchema,
  type staffDonationRowSchema,
  type staffEnquiryQuerySchema,
  type staffListEntrySchema,
} from '@tenants/shared/model';
import type { Database, Donation } from '../../db/tables';
import { pageOf, type Page } from '../../db/paging';
import { toCsv } from '../../export/csv';
import { HttpError } from '../../http-errors';
import { forgetMailTo } from '../../mail/forget-recipient';
import {
  changeRole,
  deactivateMember,
  deleteAccount,
  endMemberSessions,
  isStaffRole,
  memberByEmail,
  memberById,
  membersByIds,
  membersPage,
  openSessionCount,
  reactivateMember,
  staffMembers,
  type MemberSummary,
} from '../account/account.service';
import {
  articleOrNotFound,
  insertDraftArticle,
  prepareArticle,
  previewArticle,
  publishArticleNow,
  saveArticleFields,
  staffArticlePage,
  toStaffArticle,
  unpublishArticleNow,
  storeUploadedPicture,
  type MediaDirs,
  type StaffArticleDraftInput,
} from '../articles/articles.service';
import {
  describeCard,
  donationCountByEmail,
  donationMonthlyTotals,
  donationPage,
  donationsMatching,
  stripDonationsOf,
  type DonationFilter,
} from '../donation/donation.service';
import {
  addEnquiryNote,
  anonymiseEnquiriesOf,
  changeEnquiry,
  enquiriesMatching,
  enquiryById,
  enquiryCountByEmail,
  enquiryNotes,
  enquiryPage,
  unassignEnquiriesOf,
  type Enquiry,
  type EnquiryFilter,
} from '../enquiry/enquiry.service';
import { noSecurityLog, type SecurityLog } from '../account/security-events';
import { removeContact, removeSubscriber, subscriberCount, subscriberPage } from '../subscriptions/subscriptions.service';
import { insertAudit, pseudonymiseAuditActor, searchAudit } from './staff.repository';
import { removeAllFactors } from './second-factor/second-factor.service';

/** What the staff service works with, handed in by its routes (and by the CLI, without picture folders). */
export interface StaffDeps {
  db: Kysely<Database>;
  mediaDirs: MediaDirs;
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
async function audited<T>(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, change: (trx: Kysely<Database>) => Promise<{ result: T; audit: Audit[] }>): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    for (const entry of audit) await insertAudit(trx, { actorId: actor.id, actorEmail: actor.email, ...entry, data: entry.data ?? {} }, deps.now());
    return result;
  });
}

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
function filtersOf<K extends 'q' | 'status' | 'type' | 'annualRent' | 'isLeaseHeld' | 'assignedTo' | 'state'>(query: Partial<Record<K, unknown>>, names: readonly K[]): K[] {
  return names.filter((name) => query[name] !== undefined && query[name] !== '');
}

/** A search (any filter given) is recorded; paging through the unfiltered list is not. */
async function recordSearch(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, action: StaffAuditAction, targetType: StaffAuditTargetType, filters: string[], page: number, extra: StaffAuditData = {}) {
  if (filters.length) await record(deps, actor, { action, targetType, targetId: null, data: { filters: filters as StaffAuditData['filters'], page, ...extra } });
}

const toStaffMember = (m: MemberSummary): StaffMember => ({ id: m.id, firstname: m.firstname, lastname: m.lastname, email: m.email, role: m.role as StaffRole });
const csvName = (what: string, now: Date) => `${what}-${now.toISOString().slice(0, 10)}.csv`;

// ---------------------------------------------------------------- staff and roles

/** Everyone who can be assigned an enquiry: staff and admins whose accounts are active. */
export async function team(deps: Pick<StaffDeps, 'db'>): Promise<StaffMember[]> {
  return (await staffMembers(deps.db)).filter((m) => !m.deactivated_at).map(toStaffMember);
}

/** Gives an existing account a staff role (the CLI's `staff add`; never sign-up). */
export async function grantRole(deps: Pick<StaffDeps, 'db' | 'now'>, email: string, role: StaffRole, actor: Actor = cliActor, events: SecurityLog = noSecurityLog): Promise<StaffMember> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}: the person must sign up on the site first.`);
  if (member.role === role) return toStaffMember(member);
  await audited(deps, actor, async (trx) => {
    await changeRole(trx, member.id, role, deps.now());
    return { result: undefined, audit: [{ action: 'staff.add', targetType: 'member', targetId: member.id, data: { from: member.role, to: role } }] };
  });
  events('auth.role.change', { accountId: member.id, role });
  return { ...toStaffMember(member), role };
}

/** Takes a staff role away (back to member); their enquiries are unassigned. The CLI's `staff remove`. */
export async function revokeRole(deps: Pick<StaffDeps, 'db' | 'now'>, email: string, actor: Actor = cliActor, events: SecurityLog = noSecurityLog): Promise<{ member: MemberSummary; changed: boolean }> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}.`);
  if (member.role === 'member') return { member, changed: false };
  await audited(deps, actor, async (trx) => {
    await changeRole(trx, member.id, 'member', deps.now());
    const unassigned = await unassignEnquiriesOf(trx, member.id, deps.now());
    return { result: undefined, audit: [{ action: 'staff.remove', targetType: 'member', targetId: member.id, data: { from: member.role, to: 'member', unassigned } }] };
  });
  events('auth.role.change', { accountId: member.id, role: 'member' });
  return { member: { ...member, role: 'member' }, changed: true };
}

/**
 * Removes every second factor of an account (TOTP, passkeys, recovery codes) and ends its sessions: the CLI's
 * `staff reset-2fa`, for a colleague who lost their phone. They enrol again at their next sign-in.
 */
export async function resetSecondFactor(deps: Pick<StaffDeps, 'db' | 'now'>, email: string, actor: Actor = cliActor, events: SecurityLog = noSecurityLog): Promise<{ member: MemberSummary; factors: number; sessionsEnded: number }> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}.`);
  const result = await audited(deps, actor, async (trx) => {
    const factors = await removeAllFactors(trx, member.id);
    const sessionsEnded = await endMemberSessions(trx, member.id, deps.now());
    return { result: { factors, sessionsEnded }, audit: [{ action: 'staff.second-factor.reset', targetType: 'member', targetId: member.id, data: { factors, sessionsEnded } }] };
  });
  events('auth.second-factor.reset', { accountId: member.id });
  return { member, ...result };
}

export const staffList = (deps: Pick<StaffDeps, 'db'>) => staffMembers(deps.db);

// ---------------------------------------------------------------- enquiries

type EnquiryQuery = z.output<typeof staffEnquiryQuerySchema>;
const enquiryFilter = ({ q, status, type, annualRent, isLeaseHeld, assignedTo }: EnquiryQuery): EnquiryFilter => ({ q, status, type, annualRent, isLeaseHeld, assignedTo });

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

const enquiryFilterNames = ['q', 'status', 'type', 'annualRent', 'isLeaseHeld', 'assignedTo'] as const;

export async function enquiryList(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: EnquiryQuery): Promise<Page<StaffEnquirySummary>> {
  const { rows, total } = await enquiryPage(deps.db, enquiryFilter(query), query.page, staffPageSize);
  await recordSearch(deps, actor, 'enquiry.search', 'enquiries', filtersOf(query, enquiryFilterNames), query.page);
  const staff = await assignees(deps.db, rows);
  return pageOf(rows.map((e) => toSummary(e, staff)), total, query.page, staffPageSize);
}

/** Every enquiry the filter matches, as a CSV file (recorded in the audit log: it is personal data leaving). */
export async function enquiryExport(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: EnquiryQuery): Promise<{ file: string; csv: string }> {
  const rows = await enquiriesMatching(deps.db, enquiryFilter(query));
  const staff = await assignees(deps.db, rows);
  const header = ['Received at (UTC)', 'Status', 'Assigned to', 'Service', 'Annual rent', 'Lease held in a Ltd company', 'Town / City', 'Business concerns', 'First name', 'Last name', 'Email', 'Phone', 'Wants news'];
  const csv = toCsv(
    header,
    rows.map((e) => {
      const assignee = e.assigned_to ? staff.get(e.assigned_to) : undefined;
      return [
        e.created_at, asStatus(e.status), assignee ? `${assignee.firstname} ${assignee.lastname}` : '', e.type, e.annual_rent,
        leaseHeldOptions.find((o) => o.value === e.is_lease_held)?.label ?? '', e.city, e.comments, e.firstname, e.lastname, e.email, e.phone, e.is_subscribe ? 'Yes' : 'No',
      ];
    }),
  );
  await record(deps, actor, { action: 'enquiry.export', targetType: 'enquiries', targetId: null, data: { rows: rows.length, filters: filtersOf(query, enquiryFilterNames) } });
  return { file: csvName('enquiries', deps.now()), csv };
}

async function enquiryOrNotFound(db: Kysely<Database>, id: string): Promise<Enquiry> {
  const enquiry = await enquiryById(db, id);
  if (!enquiry) throw new HttpError(404, staffMessages.notFound);
  return enquiry;
}

export async function enquiryDetail(deps: Pick<StaffDeps, 'db'>, id: string): Promise<StaffEnquiry> {
  const enquiry = await enquiryOrNotFound(deps.db, id);
  const notes = await enquiryNotes(deps.db, id);
  const staff = await assignees(deps.db, [enquiry]);
  const authors = new Map((await membersByIds(deps.db, notes.map((n) => n.author_id).filter((a): a is string => Boolean(a)))).map((m) => [m.id, m]));
  return {
    ...toSummary(enquiry, staff),
    annualRent: enquiry.annual_rent,
    isLeaseHeld: enquiry.is_lease_held,
    comments: enquiry.comments,
    phone: enquiry.phone,
    isSubscribe: enquiry.is_subscribe === 1,
    notes: notes.map((n) => {
      const author = n.author_id ? authors.get(n.author_id) : undefined;
      return { id: n.id, text: n.text, createdAt: n.created_at, author: author ? { id: author.id, firstname: author.firstname, lastname: author.lastname } : null };
    }),
  };
}

/** Opens an enquiry (a read of personal data: recorded). */
export async function openEnquiry(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffEnquiry> {
  const enquiry = await enquiryDetail(deps, id);
  await record(deps, actor, { action: 'enquiry.view', targetType: 'enquiry', targetId: id });
  return enquiry;
}

/** Moves an enquiry on (status) and/or gives it to a staff member (null: nobody). */
export async function updateEnquiry(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string, changes: { status?: EnquiryStatus; assignedTo?: string | null }): Promise<StaffEnquiry> {
  const enquiry = await enquiryOrNotFound(deps.db, id);
  if (changes.assignedTo) {
    const assignee = await memberById(deps.db, changes.assignedTo);
    if (!assignee || !isStaffRole(assignee.role) || assignee.deactivated_at) throw new HttpError(400, staffMessages.assignee);
  }
  await audited(deps, actor, async (trx) => {
    const audit = [];
    const set: { status?: string; assigned_to?: string | null } = {};
    if (changes.status !== undefined && changes.status !== enquiry.status) {
      set.status = changes.status;
      audit.push({ action: 'enquiry.status' as const, targetType: 'enquiry' as const, targetId: id, data: { from: enquiry.status, to: changes.status } });
    }
    if (changes.assignedTo !== undefined && changes.assignedTo !== enquiry.assigned_to) {
      set.assigned_to = changes.assignedTo;
      audit.push({ action: 'enquiry.assign' as const, targetType: 'enquiry' as const, targetId: id, data: { assignee: changes.assignedTo } });
    }
    if (audit.length) await changeEnquiry(trx, id, set, deps.now());
    return { result: undefined, audit };
  });
  return enquiryDetail(deps, id);
}

/** A note on an enquiry; the audit row says a note was added, not what it says (it may hold personal data). */
export async function addNote(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string, text: string): Promise<StaffEnquiry> {
  await enquiryOrNotFound(deps.db, id);
  await audited(deps, actor, async (trx) => {
    await addEnquiryNote(trx, { enquiryId: id, authorId: actor.id!, text }, deps.now());
    return { result: undefined, audit: [{ action: 'enquiry.note', targetType: 'enquiry', targetId: id, data: { characters: text.length } }] };
  });
  return enquiryDetail(deps, id);
}

// ---------------------------------------------------------------- news desk

type ArticleQuery = z.output<typeof staffArticleQuerySchema>;

export async function articleList(deps: Pick<StaffDeps, 'db' | 'now'>, query: ArticleQuery): Promise<Page<StaffArticleSummary>> {
  const now = deps.now();
  const { rows, total } = await staffArticlePage(deps.db, { q: query.q, state: query.state, page: query.page, pageSize: staffPageSize }, now);
  return pageOf(
    rows.map((row) => {
      const { id, alias, title, categoryId, state, publishedAt, updatedAt } = toStaffArticle(row, now);
      return { id, alias, title, categoryId, state, publishedAt, updatedAt };
    }),
    total,
    query.page,
    staffPageSize,
  );
}

export async function articleDetail(deps: Pick<StaffDeps, 'db' | 'now'>, id: string): Promise<StaffArticle> {
  return toStaffArticle(await articleOrNotFound(deps.db, id), deps.now());
}

/** A new article, stored as a draft (nothing is public until it is published). */
export async function createArticle(deps: StaffDeps, actor: Actor, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  const fields = await prepareArticle(deps, draft);
  const row = await audited(deps, actor, async (trx) => {
    const created = await insertDraftArticle(trx, fields, deps.now());
    // The alias, never the title: a title is free text (one with line breaks once faked an entry).
    return { result: created, audit: [{ action: 'article.create', targetType: 'article', targetId: created.id, data: { alias: created.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

/** Saves an article; a published one shows the change at once. */
export async function saveArticle(deps: StaffDeps, actor: Actor, id: string, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  await articleOrNotFound(deps.db, id);
  const fields = await prepareArticle(deps, draft, { id });
  const row = await audited(deps, actor, async (trx) => {
    const saved = await saveArticleFields(trx, id, fields, deps.now());
    return { result: saved, audit: [{ action: 'article.update', targetType: 'article', targetId: id, data: { alias: saved.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

export async function publishArticle(deps: StaffDeps, actor: Actor, id: string, publishAt: string | undefined): Promise<StaffArticle> {
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const published = await publishArticleNow(trx, id, publishAt, now);
    const scheduled = published.published_at > now.toISOString();
    return {
      result: published,
      audit: [
        scheduled
          ? { action: 'article.schedule', targetType: 'article', targetId: id, data: { alias: published.alias, publishAt: published.published_at } }
          : { action: 'article.publish', targetType: 'article', targetId: id, data: { alias: published.alias } },
      ],
    };
  });
  return toStaffArticle(row, now);
}

export async function unpublishArticle(deps: StaffDeps, actor: Actor, id: string): Promise<StaffArticle> {
  const row = await audited(deps, actor, async (trx) => {
    const draft = await unpublishArticleNow(trx, id, deps.now());
    return { result: draft, audit: [{ action: 'article.unpublish', targetType: 'article', targetId: id, data: { alias: draft.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

export const articlePreview = (deps: StaffDeps, draft: StaffArticleDraftInput): Promise<Article> => previewArticle(deps, draft);

/**
 * A picture for an article, at most `staffMediaMaxBytes`: re-encoded (issue 26) into its responsive
 * versions, AVIF and WebP at each width, with nothing of the upload kept but its pixels. What it is comes
 * from its bytes and from what decodes (PNG, JPEG, WebP or AVIF; never SVG, which can carry script), not
 * from the type the sender gave. Answers the public path of the widest WebP, which an article stores.
 */
export async function uploadMedia(deps: StaffDeps, actor: Actor, upload: { bytes: unknown; fileName?: string }): Promise<string> {
  if (!Buffer.isBuffer(upload.bytes) || upload.bytes.length === 0) throw new HttpError(400, staffMessages.mediaType);
  if (upload.bytes.length > staffMediaMaxBytes) throw new HttpError(413, staffMessages.mediaTooLarge);
  const { path, type } = await storeUploadedPicture(deps.mediaDirs.uploadDir, upload.bytes, upload.fileName);
  await record(deps, actor, { action: 'media.upload', targetType: 'media', targetId: null, data: { path, mediaType: type, bytes: upload.bytes.length } });
  return path;
}

// ---------------------------------------------------------------- members

const toMemberRow = (m: MemberSummary): StaffMemberRow => ({
  id: m.id,
  firstname: m.firstname,
  lastname: m.lastname,
  email: m.email,
  phone: m.phone,
  role: m.role,
  createdAt: m.created_at,
  deactivatedAt: m.deactivated_at,
});

export async function memberList(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: { q: string; page: number }): Promise<Page<StaffMemberRow>> {
  const { rows, total } = await membersPage(deps.db, { q: query.q, page: query.page, pageSize: staffPageSize });
  await recordSearch(deps, actor, 'member.search', 'members', filtersOf(query, ['q']), query.page);
  return pageOf(rows.map(toMemberRow), total, query.page, staffPageSize);
}

async function memberOrNotFound(db: Kysely<Database>, id: string): Promise<MemberSummary> {
  const member = await memberById(db, id);
  if (!member) throw new HttpError(404, staffMessages.notFound);
  return member;
}

export async function memberDetail(deps: Pick<StaffDeps, 'db' | 'now'>, id: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  const [enquiries, donations, openSessions] = await Promise.all([
    enquiryCountByEmail(deps.db, member.email),
    donationCountByEmail(deps.db, member.email),
    openSessionCount(deps.db, member.id, deps.now()),
  ]);
  return { ...toMemberRow(member), enquiries, donations, openSessions };
}

/** Opens a member (a read of personal data: recorded). */
export async function openMember(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberDetail(deps, id);
  await record(deps, actor, { action: 'member.view', targetType: 'member', targetId: id });
  return member;
}

/**
 * Nobody deactivates, reactivates or erases their own account here, and only an admin does it to a staff or
 * admin account (issue 26: one phished staff password must not take colleagues' accounts with it).
 */
function mayManage(actor: Actor, member: MemberSummary): void {
  if (actor.id === member.id) throw new HttpError(403, staffMessages.notYourself);
  if (isStaffRole(member.role) && actor.role !== 'admin' && actor.role !== 'cli') throw new HttpError(403, staffMessages.staffAccountAdminOnly);
}

/** The account can no longer log in, and every session it has ends now. */
export async function deactivate(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (!member.deactivated_at) {
    await audited(deps, actor, async (trx) => {
      const ended = await deactivateMember(trx, id, deps.now());
      return { result: undefined, audit: [{ action: 'member.deactivate', targetType: 'member', targetId: id, data: { sessionsEnded: ended } }] };
    });
  }
  return memberDetail(deps, id);
}

export async function reactivate(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (member.deactivated_at) {
    await audited(deps, actor, async (trx) => {
      await reactivateMember(trx, id, deps.now());
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
export async function erase(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string, confirm: string): Promise<void> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (confirm.trim().toLowerCase() !== member.email) throw new HttpError(400, staffMessages.eraseConfirm);
  await audited(deps, actor, async (trx) => {
    const now = deps.now();
    const enquiries = await anonymiseEnquiriesOf(trx, member.email, now);
    const donations = await stripDonationsOf(trx, member.email, now);
    const entries =
      (await removeContact(trx, 'newsletter', member.email)) + (await removeContact(trx, 'broadcast', member.email)) + (await removeContact(trx, 'whatsapp', member.phone));
    await unassignEnquiriesOf(trx, member.id, now);
    const mail = await forgetMailTo(trx, member.email);
    await removeAllFactors(trx, member.id);
    await deleteAccount(trx, member.id);
    // Their e-mail leaves the audit log too (as the actor of an erased colleague's rows).
    await pseudonymiseAuditActor(trx, member.id, member.email);
    return {
      result: undefined,
      audit: [{ action: 'member.erase', targetType: 'member', targetId: id, data: { role: member.role, enquiries, donations, listEntries: entries, mails: mail } }],
    };
  });
}

// ---------------------------------------------------------------- lists

type ListEntry = z.infer<typeof staffListEntrySchema>;

export async function listCounts(deps: Pick<StaffDeps, 'db'>): Promise<Array<{ list: StaffListName; count: number }>> {
  return Promise.all(staffListNames.map(async (list) => ({ list, count: await subscriberCount(deps.db, list) })));
}

/** A list's entries as the staff area shows them; a search is recorded. */
export async function searchListEntries(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, list: StaffListName, query: { q: string; page: number }): Promise<Page<ListEntry>> {
  const page = await listEntries(deps, list, query);
  await recordSearch(deps, actor, 'list.search', 'list', filtersOf(query, ['q']), query.page, { list });
  return page;
}

export async function listEntries(deps: Pick<StaffDeps, 'db'>, list: StaffListName, query: { q: string; page: number }): Promise<Page<ListEntry>> {
  const { rows, total } = await subscriberPage(deps.db, list, { q: query.q, page: query.page, pageSize: staffPageSize });
  return pageOf(
    rows.map((r) => ({ id: r.id, address: r.contact, source: r.source, createdAt: r.created_at })),
    total,
    query.page,
    staffPageSize,
  );
}

/** Removes an entry from a list (a subscriber who asked by phone, say); the audit row names the entry, not the address. */
export async function removeListEntry(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, list: StaffListName, id: string): Promise<void> {
  await audited(deps, actor, async (trx) => {
    if (!(await removeSubscriber(trx, list, id))) throw new HttpError(404, staffMessages.notFound);
    return { result: undefined, audit: [{ action: 'list.remove', targetType: 'list', targetId: id, data: { list } }] };
  });
}

export async function listExport(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, list: StaffListName, q: string): Promise<{ file: string; csv: string }> {
  const rows: ListEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalPage } = await listEntries(deps, list, { q, page });
    rows.push(...items);
    if (page >= totalPage) break;
  }
  const csv = toCsv([list === 'whatsapp' ? 'Phone' : 'Email', 'Source page', 'Subscribed at (UTC)'], rows.map((r) => [r.address, r.source, r.createdAt]));
  await record(deps, actor, { action: 'list.export', targetType: 'list', targetId: null, data: { list, rows: rows.length, filters: filtersOf({ q }, ['q']) } });
  return { file: csvName(list, deps.now()), csv };
}

// ---------------------------------------------------------------- donations

type DonationQuery = z.output<typeof staffDonationQuerySchema>;
type DonationRow = z.infer<typeof staffDonationRowSchema>;

const toDonationRow = (d: Donation): DonationRow => ({
  id: d.id,
  createdAt: d.created_at,
  amountPence: d.amount_pence,
  currency: d.currency,
  status: d.status,
  firstname: d.firstname,
  lastname: d.lastname,
  email: d.email,
  // The database holds no more than the last four digits; nothing more is ever shown.
  cardLast4: d.card_last4,
});

const donationFilter = ({ q, status }: DonationQuery): DonationFilter => ({ q, status });

export async function donationList(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: DonationQuery): Promise<Page<DonationRow>> {
  const { rows, total } = await donationPage(deps.db, donationFilter(query), query.page, staffPageSize);
  await recordSearch(deps, actor, 'donation.search', 'donations', filtersOf(query, ['q', 'status']), query.page);
  return pageOf(rows.map(toDonationRow), total, query.page, staffPageSize);
}

export const donationTotals = (deps: Pick<StaffDeps, 'db'>) => donationMonthlyTotals(deps.db);

export async function donationExport(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, query: DonationQuery): Promise<{ file: string; csv: string }> {
  const rows = await donationsMatching(deps.db, donationFilter(query));
  const header = [
    'Received at (UTC)', 'Updated at (UTC)', 'Status', 'Amount', 'Currency', 'First name', 'Surname', 'Email', 'Address line 1', 'Address line 2',
    'Town / City', 'Postcode', 'Name on card', 'Card', 'Provider', 'Provider reference', 'Donation reference',
  ];
  const csv = toCsv(
    header,
    rows.map((d) => [
      d.created_at, d.updated_at, d.status, (d.amount_pence / 100).toFixed(2), d.currency.toUpperCase(), d.firstname, d.lastname, d.email, d.address_line_one,
      d.address_line_two, d.city, d.postcode, d.card_name, d.card_last4 ? describeCard({ brand: d.card_brand, last4: d.card_last4 }) : '', d.provider, d.provider_reference, d.id,
    ]),
  );
  await record(deps, actor, { action: 'donation.export', targetType: 'donations', targetId: null, data: { rows: rows.length, filters: filtersOf(query, ['q', 'status']) } });
  return { file: csvName('donations', deps.now()), csv };
}

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
    rows.map((r) => ({ id: r.id, at: r.at, actor: { id: r.actor_id, email: r.actor_email }, action: r.action, target: { type: r.target_type, id: r.target_id }, data: auditData(r.data) })),
    total,
    query.page,
    staffPageSize,
  );
}
