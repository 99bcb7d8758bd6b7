import type { z } from 'zod';
import { staffListNames, staffMessages, staffPageSize, type StaffListName, type staffListEntrySchema, type staffListCountsSchema } from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { toCsv } from '../../export/csv';
import { HttpError } from '../../http-errors';
import { audited, csvName, filtersOf, recordAudit, recordSearch, type Actor, type StaffDeps } from '../staff';
import { listStatusCounts } from './consent.service';
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
export async function searchListEntries(deps: StaffDeps, actor: Actor, list: StaffListName, query: { q: string; page: number }): Promise<Page<ListEntry>> {
  const page = await listEntries(deps, list, query);
  await recordSearch(deps, actor, 'list.search', 'list', filtersOf(query, ['q']), query.page, { list });
  return page;
}

export async function listEntries(deps: Pick<StaffDeps, 'db'>, list: StaffListName, query: { q: string; page: number }): Promise<Page<ListEntry>> {
  const { rows, total } = await searchSubscribers(deps.db, list, { q: query.q, page: query.page, pageSize: staffPageSize });
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
