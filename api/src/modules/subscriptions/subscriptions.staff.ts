import type { z } from 'zod';
import {
  consentWordings,
  staffListAddSchema,
  staffListImportMaxLines,
  staffListMessages,
  staffListNames,
  staffListSources,
  staffMessages,
  staffPageSize,
  type MailingList,
  type StaffListImportResult,
  type StaffListName,
  type staffListEntrySchema,
  type staffListCountsSchema,
} from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { toCsv } from '../../export/csv';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { audited, csvName, filtersOf, insertAuditInTransaction, recordAudit, recordSearch, type Actor, type StaffDeps } from '../staff';
import { findConsent, findConsentById } from './consent.repository';
import { askConsent, listStatusCounts, type ConsentOutcome } from './consent.service';
import { countSubscribers, deleteSubscriber, searchSubscribers } from './subscriptions.repository';

/**
 * The three lists in the staff area (docs/product/staff.md): counts, search, removing an entry, the CSV
 * export. Searches, removals and exports are audited.
 */

type ListEntry = z.infer<typeof staffListEntrySchema>;

type ListCounts = z.infer<typeof staffListCountsSchema>;

/** Every row of each list, and where they stand (WhatsApp is single opt-in: all its rows count as confirmed). */
export async function listCounts(deps: Pick<StaffDeps, 'db'>): Promise<Array<{ list: StaffListName; count: number; counts: ListCounts }>> {
  return Promise.all(
    staffListNames.map(async (list) => {
      const count = await countSubscribers(deps.db, list);
      const counts = list === 'whatsapp' ? { confirmed: count, unconfirmed: 0, unsubscribed: 0, bounced: 0 } : await listStatusCounts(deps.db, list);
      return { list, count, counts };
    }),
  );
}

/** A list's entries as the staff area shows them; a search is recorded. */
export async function searchListEntries(
  deps: StaffDeps,
  actor: Actor,
  list: StaffListName,
  query: { q: string; page: number; status?: ListEntry['status'] | 'none' },
): Promise<Page<ListEntry>> {
  const page = await listEntries(deps, list, query);
  await recordSearch(deps, actor, 'list.search', 'list', filtersOf(query, ['q', 'status']), query.page, { list });
  return page;
}

export async function listEntries(
  deps: Pick<StaffDeps, 'db'>,
  list: StaffListName,
  query: { q: string; page: number; status?: ListEntry['status'] | 'none' },
): Promise<Page<ListEntry>> {
  const { rows, total } = await searchSubscribers(deps.db, list, { q: query.q, page: query.page, pageSize: staffPageSize, status: query.status });
  return pageOf(
    rows.map((r) => ({ id: r.id, address: r.contact, source: r.source, createdAt: r.created_at, status: r.status })),
    total,
    query.page,
    staffPageSize,
  );
}

/** Removes an entry from a list (a subscriber who asked by phone, say); the audit row names the entry, not the address. */
export async function removeListEntry(deps: StaffDeps, actor: Actor, list: StaffListName, id: string): Promise<void> {
  await audited(deps, actor, async (trx) => {
    if (!(await deleteSubscriber(trx, list, id))) throw new HttpError(404, staffMessages.notFound);
    return { result: undefined, audit: [{ action: 'list.remove', targetType: 'list', targetId: id, data: { list } }] };
  });
}

export async function listExport(deps: StaffDeps, actor: Actor, list: StaffListName, q: string): Promise<{ file: string; csv: string }> {
  const rows: ListEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalPage } = await listEntries(deps, list, { q, page });
    rows.push(...items);
    if (page >= totalPage) break;
  }
  const csv = toCsv(
    [list === 'whatsapp' ? 'Phone' : 'Email', 'Source page', 'Subscribed at (UTC)'],
    rows.map((r) => [r.address, r.source, r.createdAt]),
  );
  await recordAudit(deps, actor, {
    action: 'list.export',
    targetType: 'list',
    targetId: null,
    data: { list, rows: rows.length, filters: filtersOf({ q }, ['q']) },
  });
  return { file: csvName(list, deps.now()), csv };
}

/** What adding or resending needs beyond the staff deps: the mail queue and the confirmation template. */
export interface ListInviteDeps extends StaffDeps {
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'subscriptionConfirm'>;
}

const toEntry = (row: { id: string; email: string; source: string | null; created_at: string; status: ListEntry['status'] }): ListEntry => ({
  id: row.id,
  address: row.email,
  source: row.source,
  createdAt: row.created_at,
  status: row.status,
});

/**
 * One address put on an e-mail list by staff (someone who asked by phone or at an event): recorded as
 * added by staff, unconfirmed, and sent the confirmation mail; nothing else reaches it until the link is followed.
 */
export async function addSubscriber(deps: ListInviteDeps, actor: Actor, list: MailingList, email: string): Promise<ListEntry> {
  const address = email.trim().toLowerCase();
  return deps.mailQueue.transaction(async (trx, queue) => {
    const outcome = await askConsent(trx, queue, deps.emails, list, { email: address, source: staffListSources.hand, form: 'staff' }, deps.now());
    refuseUnsent(outcome);
    const row = (await findConsent(trx, list, address))!;
    await insertAuditInTransaction(trx, actor, { action: 'list.add', targetType: 'list', targetId: row.id, data: { list } }, deps.now());
    return toEntry(row);
  });
}

/** A staff action on one address that sent nothing says why (a confirmed address, a link sent minutes ago). */
function refuseUnsent(outcome: ConsentOutcome): void {
  if (outcome === 'confirmed') throw new HttpError(409, staffListMessages.alreadyConfirmed);
  if (outcome !== 'sent') throw new HttpError(409, staffListMessages.tooSoon);
}

/** A new confirmation link to an unconfirmed entry, keeping the page and the words it was first asked with. */
export async function resendConfirmation(deps: ListInviteDeps, actor: Actor, list: MailingList, id: string): Promise<ListEntry> {
  return deps.mailQueue.transaction(async (trx, queue) => {
    const row = await findConsentById(trx, list, id);
    if (!row) throw new HttpError(404, staffMessages.notFound);
    if (row.status !== 'unconfirmed') throw new HttpError(409, staffListMessages.notUnconfirmed);
    const ask = { email: row.email, source: row.source, form: 'staff' as const, wording: row.wording ?? consentWordings.staff };
    refuseUnsent(await askConsent(trx, queue, deps.emails, list, ask, deps.now()));
    await insertAuditInTransaction(trx, actor, { action: 'list.resend', targetType: 'list', targetId: id, data: { list } }, deps.now());
    return toEntry((await findConsentById(trx, list, id))!);
  });
}

/** The addresses of a CSV: the first cell of each line; blank lines and a header line ("email", …) are not addresses. */
function addressesOf(csv: string): Array<{ line: number; text: string }> {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > staffListImportMaxLines + 1) throw new HttpError(400, staffListMessages.csvTooLong);
  return lines.flatMap((raw, index) => {
    const first = raw
      .split(/[,;\t]/)[0]
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (first === '' || (index === 0 && /^e-?mail( address)?$/i.test(first))) return [];
    return [{ line: index + 1, text: first.slice(0, 200) }];
  });
}

/**
 * A CSV of addresses onto an e-mail list: each valid address not yet confirmed is added as imported by staff
 * and sent the confirmation mail (one transaction for the lot, so a failure queues nothing); confirmed ones
 * are left alone; lines that are no address are named by their line number.
 */
export async function importSubscribers(deps: ListInviteDeps, actor: Actor, list: MailingList, csv: string): Promise<StaffListImportResult> {
  const result: StaffListImportResult = { invited: 0, alreadyConfirmed: 0, skipped: 0, invalid: [] };
  const seen = new Set<string>();
  const valid: string[] = [];
  for (const { line, text } of addressesOf(csv)) {
    const parsed = staffListAddSchema.safeParse({ email: text });
    if (!parsed.success) result.invalid.push({ line, text, message: staffListMessages.lineInvalid });
    else if (seen.has(parsed.data.email.toLowerCase())) result.skipped += 1;
    else {
      seen.add(parsed.data.email.toLowerCase());
      valid.push(parsed.data.email);
    }
  }
  if (valid.length === 0 && result.invalid.length === 0) throw new HttpError(400, staffListMessages.csvRequired);
  await deps.mailQueue.transaction(async (trx, queue) => {
    for (const email of valid) {
      const outcome = await askConsent(trx, queue, deps.emails, list, { email, source: staffListSources.import, form: 'staff' }, deps.now());
      if (outcome === 'sent') result.invited += 1;
      else if (outcome === 'confirmed') result.alreadyConfirmed += 1;
      else result.skipped += 1;
    }
    await insertAuditInTransaction(trx, actor, { action: 'list.import', targetType: 'list', targetId: null, data: { list, rows: result.invited } }, deps.now());
  });
  return result;
}

/** The import's answer in a sentence. */
export function importSummary(result: StaffListImportResult): string {
  const parts = [`${result.invited} ${result.invited === 1 ? 'address was' : 'addresses were'} sent a confirmation e-mail`];
  if (result.alreadyConfirmed) parts.push(`${result.alreadyConfirmed} already confirmed`);
  if (result.skipped) parts.push(`${result.skipped} skipped (repeated, or sent a confirmation in the last few minutes)`);
  if (result.invalid.length) parts.push(`${result.invalid.length} ${result.invalid.length === 1 ? 'line is' : 'lines are'} not an address`);
  return `${parts.join('; ')}.`;
}
