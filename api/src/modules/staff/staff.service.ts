import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  enquiryStatuses,
  leaseHeldOptions,
  staffListNames,
  staffMediaMaxBytes,
  staffMediaTypes,
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
  bytesMatchType,
  storeUpload,
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
import { removeContact, removeSubscriber, subscriberCount, subscriberPage } from '../subscriptions/subscriptions.service';
import { insertAudit, searchAudit } from './staff.repository';

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

/** A change and its audit row in one transaction: both are written, or neither. */
async function audited<T>(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  actor: Actor,
  change: (trx: Kysely<Database>) => Promise<{ result: T; audit: Array<{ action: string; target: string; detail: string }> }>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    for (const entry of audit) await insertAudit(trx, { actorId: actor.id, actorEmail: actor.email, ...entry }, deps.now());
    return result;
  });
}

/** Writes an audit row on its own (a read worth recording: an export of personal data). */
const record = (deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, action: string, target: string, detail: string) =>
  insertAudit(deps.db, { actorId: actor.id, actorEmail: actor.email, action, target, detail }, deps.now());

const toStaffMember = (m: MemberSummary): StaffMember => ({ id: m.id, firstname: m.firstname, lastname: m.lastname, email: m.email, role: m.role as StaffRole });
const csvName = (what: string, now: Date) => `${what}-${now.toISOString().slice(0, 10)}.csv`;

// ---------------------------------------------------------------- staff and roles

/** Everyone who can be assigned an enquiry: staff and admins whose accounts are active. */
export async function team(deps: Pick<StaffDeps, 'db'>): Promise<StaffMember[]> {
  return (await staffMembers(deps.db)).filter((m) => !m.deactivated_at).map(toStaffMember);
}

/** Gives an existing account a staff role (the CLI's `staff add`; never sign-up). */
export async function grantRole(deps: Pick<StaffDeps, 'db' | 'now'>, email: string, role: StaffRole, actor: Actor = cliActor): Promise<StaffMember> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}: the person must sign up on the site first.`);
  if (member.role === role) return toStaffMember(member);
  await audited(deps, actor, async (trx) => {
    await changeRole(trx, member.id, role, deps.now());
    return { result: undefined, audit: [{ action: 'staff.add', target: `member:${member.id}`, detail: `Role ${member.role} → ${role}` }] };
  });
  return { ...toStaffMember(member), role };
}

/** Takes a staff role away (back to member); their enquiries are unassigned. The CLI's `staff remove`. */
export async function revokeRole(deps: Pick<StaffDeps, 'db' | 'now'>, email: string, actor: Actor = cliActor): Promise<{ member: MemberSummary; changed: boolean }> {
  const member = await memberByEmail(deps.db, email);
  if (!member) throw new HttpError(404, `No account uses ${email.trim().toLowerCase()}.`);
  if (member.role === 'member') return { member, changed: false };
  await audited(deps, actor, async (trx) => {
    await changeRole(trx, member.id, 'member', deps.now());
    const unassigned = await unassignEnquiriesOf(trx, member.id, deps.now());
    return { result: undefined, audit: [{ action: 'staff.remove', target: `member:${member.id}`, detail: `Role ${member.role} → member; ${unassigned} enquiries unassigned` }] };
  });
  return { member: { ...member, role: 'member' }, changed: true };
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

export async function enquiryList(deps: Pick<StaffDeps, 'db'>, query: EnquiryQuery): Promise<Page<StaffEnquirySummary>> {
  const { rows, total } = await enquiryPage(deps.db, enquiryFilter(query), query.page, staffPageSize);
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
  await record(deps, actor, 'enquiry.export', 'enquiries', `${rows.length} rows${query.q ? ', with a search' : ''}`);
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
      audit.push({ action: 'enquiry.status', target: `enquiry:${id}`, detail: `Status ${enquiry.status} → ${changes.status}` });
    }
    if (changes.assignedTo !== undefined && changes.assignedTo !== enquiry.assigned_to) {
      set.assigned_to = changes.assignedTo;
      audit.push({ action: 'enquiry.assign', target: `enquiry:${id}`, detail: changes.assignedTo ? `Assigned to member:${changes.assignedTo}` : 'Unassigned' });
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
    return { result: undefined, audit: [{ action: 'enquiry.note', target: `enquiry:${id}`, detail: `Added a note (${text.length} characters)` }] };
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
    return { result: created, audit: [{ action: 'article.create', target: `article:${created.id}`, detail: `Draft "${created.title}" at /insights/${created.alias}` }] };
  });
  return toStaffArticle(row, deps.now());
}

/** Saves an article; a published one shows the change at once. */
export async function saveArticle(deps: StaffDeps, actor: Actor, id: string, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  await articleOrNotFound(deps.db, id);
  const fields = await prepareArticle(deps, draft, { id });
  const row = await audited(deps, actor, async (trx) => {
    const saved = await saveArticleFields(trx, id, fields, deps.now());
    return { result: saved, audit: [{ action: 'article.update', target: `article:${id}`, detail: `Saved "${saved.title}" at /insights/${saved.alias}` }] };
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
          ? { action: 'article.schedule', target: `article:${id}`, detail: `Scheduled "${published.title}" for ${published.published_at}` }
          : { action: 'article.publish', target: `article:${id}`, detail: `Published "${published.title}"` },
      ],
    };
  });
  return toStaffArticle(row, now);
}

export async function unpublishArticle(deps: StaffDeps, actor: Actor, id: string): Promise<StaffArticle> {
  const row = await audited(deps, actor, async (trx) => {
    const draft = await unpublishArticleNow(trx, id, deps.now());
    return { result: draft, audit: [{ action: 'article.unpublish', target: `article:${id}`, detail: `Unpublished "${draft.title}"` }] };
  });
  return toStaffArticle(row, deps.now());
}

export const articlePreview = (deps: StaffDeps, draft: StaffArticleDraftInput): Promise<Article> => previewArticle(deps, draft);

/**
 * A picture for an article: one of the allowed types (no SVG, which can carry script), its bytes what its
 * type says, at most `staffMediaMaxBytes`. Stored with the other article pictures; answers its public path.
 */
export async function uploadMedia(deps: StaffDeps, actor: Actor, upload: { bytes: unknown; type: string; fileName?: string }): Promise<string> {
  const type = upload.type.split(';')[0].trim().toLowerCase();
  if (!(staffMediaTypes as readonly string[]).includes(type) || !Buffer.isBuffer(upload.bytes)) throw new HttpError(400, staffMessages.mediaType);
  if (upload.bytes.length > staffMediaMaxBytes) throw new HttpError(413, staffMessages.mediaTooLarge);
  if (!bytesMatchType(upload.bytes, type)) throw new HttpError(400, staffMessages.mediaType);
  const path = await storeUpload(deps.mediaDirs.uploadDir, upload.bytes, type, upload.fileName);
  await record(deps, actor, 'media.upload', `media:${path}`, `${type}, ${upload.bytes.length} bytes`);
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

export async function memberList(deps: Pick<StaffDeps, 'db'>, query: { q: string; page: number }): Promise<Page<StaffMemberRow>> {
  const { rows, total } = await membersPage(deps.db, { q: query.q, page: query.page, pageSize: staffPageSize });
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

/** Nobody deactivates or erases their own account here, and only an admin does it to an admin. */
function mayManage(actor: Actor, member: MemberSummary): void {
  if (actor.id === member.id) throw new HttpError(403, staffMessages.notYourself);
  if (member.role === 'admin' && actor.role !== 'admin' && actor.role !== 'cli') throw new HttpError(403, staffMessages.adminOnly);
}

/** The account can no longer log in, and every session it has ends now. */
export async function deactivate(deps: Pick<StaffDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  mayManage(actor, member);
  if (!member.deactivated_at) {
    await audited(deps, actor, async (trx) => {
      const ended = await deactivateMember(trx, id, deps.now());
      return { result: undefined, audit: [{ action: 'member.deactivate', target: `member:${id}`, detail: `Deactivated; ${ended} sessions ended` }] };
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
      return { result: undefined, audit: [{ action: 'member.reactivate', target: `member:${id}`, detail: 'Reactivated' }] };
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
    await deleteAccount(trx, member.id);
    const detail = `Erased the account (role ${member.role}): ${enquiries} enquiries anonymised, ${donations} donations kept without personal data, ${entries} list entries removed, ${mail} mails deleted`;
    return { result: undefined, audit: [{ action: 'member.erase', target: `member:${id}`, detail }] };
  });
}

// ---------------------------------------------------------------- lists

type ListEntry = z.infer<typeof staffListEntrySchema>;

export async function listCounts(deps: Pick<StaffDeps, 'db'>): Promise<Array<{ list: StaffListName; count: number }>> {
  return Promise.all(staffListNames.map(async (list) => ({ list, count: await subscriberCount(deps.db, list) })));
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
    return { result: undefined, audit: [{ action: 'list.remove', target: `list:${list}:${id}`, detail: `Removed an entry from the ${list} list` }] };
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
  await record(deps, actor, 'list.export', `list:${list}`, `${rows.length} rows`);
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

export async function donationList(deps: Pick<StaffDeps, 'db'>, query: DonationQuery): Promise<Page<DonationRow>> {
  const { rows, total } = await donationPage(deps.db, donationFilter(query), query.page, staffPageSize);
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
  await record(deps, actor, 'donation.export', 'donations', `${rows.length} rows`);
  return { file: csvName('donations', deps.now()), csv };
}

// ---------------------------------------------------------------- audit log

type AuditEntry = z.infer<typeof staffAuditEntrySchema>;

export async function auditLog(deps: Pick<StaffDeps, 'db'>, query: { q: string; page: number }): Promise<Page<AuditEntry>> {
  const { rows, total } = await searchAudit(deps.db, { q: query.q, page: query.page, pageSize: staffPageSize });
  return pageOf(
    rows.map((r) => ({ id: r.id, at: r.at, actor: { id: r.actor_id, email: r.actor_email }, action: r.action, target: r.target, detail: r.detail })),
    total,
    query.page,
    staffPageSize,
  );
}
