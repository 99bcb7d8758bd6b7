import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listSourceLabel, notify, staffListExportPath, staffListLabels, staffListNames, type StaffListName } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { DownloadButton } from '../../common/components/download-button';
import { FilterForm } from '../../common/components/filter-form';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState, type ListFilter } from '../../common/hooks/use-query-state';
import { formatDate, plural } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getListCounts, getListEntries, removeListEntry } from '../api/lists-api';
import { entryStatusLabels } from '../lib/labels';

const filterKeys = ['list', 'q'] as const;
/** Clear filters empties the search, not the chosen list. */
const keptKeys = ['list'] as const;
const countKeys = ['confirmed', 'unconfirmed', 'unsubscribed', 'bounced'] as const;
const isList = (value: string): value is StaffListName => (staffListNames as readonly string[]).includes(value);

/** /staff/lists: how many are on each list; a chosen list's addresses (?list=), searchable, with Remove and its CSV. */
export function ListsPage() {
  const { client } = useStaff();
  const { values, update, query, filter } = useQueryState(filterKeys, { keep: keptKeys });
  const counts = useLoad((signal) => getListCounts(client, signal), [client]);
  const list = isList(values.list) ? values.list : undefined;

  return (
    <>
      <PageHeading title="Lists" />
      <p className="staff-status" role="status">
        {counts.loading && !counts.data ? 'Loading…' : ''}
      </p>
      <ul className="staff-cards">
        {staffListNames.map((name) => {
          const entry = counts.data?.find((one) => one.list === name);
          const count = entry?.count;
          return (
            <li key={name} className="staff-card">
              <h2 className="staff-card__title">
                <Link to={`${staffPaths.lists}?list=${name}`} aria-current={list === name ? 'true' : undefined}>
                  {staffListLabels[name]}
                </Link>
              </h2>
              <p className="staff-card__count" data-testid={`count-${name}`}>
                {count === undefined ? '—' : plural(count, 'address', 'addresses')}
              </p>
              {entry && (
                <p className="staff-card__breakdown" data-testid={`counts-${name}`}>
                  {countKeys.map((key) => `${entry.counts[key].toLocaleString('en-GB')} ${entryStatusLabels[key].toLowerCase()}`).join(' / ')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {list && <ListEntries key={list} list={list} filter={filter} query={query} update={update} onChanged={counts.reload} />}
    </>
  );
}

type Entry = Awaited<ReturnType<typeof getListEntries>>['items'][number];

interface EntriesProps {
  list: StaffListName;
  filter: ListFilter;
  query: Record<string, string>;
  update(patch: Partial<Record<'list' | 'q' | 'page', string>>): void;
  onChanged(): void;
}

function ListEntries({ list, filter, query, update, onChanged }: EntriesProps) {
  const { client } = useStaff();
  const { list: _list, ...listQuery } = query;
  const entries = useLoad((signal) => getListEntries(client, list, listQuery, signal), [client, list, query]);
  const [removing, setRemoving] = useState<{ id: string; address: string } | null>(null);
  const { busy, run } = useStaffAction();
  const { page: _page, ...exportQuery } = listQuery;
  const label = staffListLabels[list];
  const columns: Array<Column<Entry>> = [
    { header: list === 'whatsapp' ? 'Phone' : 'E-mail', rowHeader: true, className: 'staff-table__break', cell: (entry) => entry.address },
    { header: 'Status', cell: (entry) => entryStatusLabels[entry.status] },
    // In words: "Newsletter form on /community", "Enquiry form", rather than the stored path.
    { header: 'Source', cell: (entry) => listSourceLabel(list, entry.source) },
    { header: 'Added', className: 'staff-table__nowrap', cell: (entry) => formatDate(entry.createdAt) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (entry) => (
        <button type="button" className="staff-button staff-button--danger" aria-label={`Remove ${entry.address}`} onClick={() => setRemoving(entry)}>
          Remove
        </button>
      ),
    },
  ];

  const remove = () =>
    removing &&
    run(async () => {
      await removeListEntry(client, list, removing.id);
      notify.success(`${removing.address} removed from the ${label.toLowerCase()} list.`);
      setRemoving(null);
      entries.reload();
      onChanged();
    });

  return (
    <section aria-labelledby="staff-list-title" className="staff-list-entries">
      <div className="staff-heading__row">
        <h2 id="staff-list-title">{label}</h2>
        <DownloadButton path={staffListExportPath(list)} params={exportQuery} fileName={`${list}.csv`} />
      </div>
      <FilterForm label={`Search the ${label.toLowerCase()} list`} searchLabel="Search addresses" filter={filter} />
      <ListStatus loading={entries.loading} failed={entries.failed} total={entries.data?.total} one="address" many="addresses" empty="No addresses match." />
      {entries.data && entries.data.items.length > 0 && (
        <ListTable caption={`${label} addresses`} hideCaption columns={columns} rows={entries.data.items} rowKey={(entry) => entry.id} />
      )}
      {entries.data && <Pager page={entries.data.page} totalPage={entries.data.totalPage} of="addresses" onPage={(next) => update({ page: String(next) })} />}
      {removing && (
        <ConfirmDialog title={`Remove ${removing.address}?`} confirmLabel="Remove" busy={busy} onConfirm={remove} onCancel={() => setRemoving(null)}>
          <p>
            {removing.address} will no longer receive the {label.toLowerCase()}. They can subscribe again themselves.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
