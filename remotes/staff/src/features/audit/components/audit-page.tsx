import type { StaffAuditData } from '@tenants/shared';
import { FilterForm } from '../../common/components/filter-form';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { getAudit } from '../api/audit-api';

const filterKeys = ['q'] as const;

/** An entry's fields as a list of names and values (fields, never a text that could fake a line). */
function AuditData({ data }: { data: StaffAuditData }) {
  const fields = Object.entries(data).filter(([, value]) => value !== undefined);
  if (!fields.length) return null;
  return (
    <dl className="staff-audit-data">
      {fields.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{Array.isArray(value) ? value.join(', ') || '(none)' : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

type Row = Awaited<ReturnType<typeof getAudit>>['items'][number];
const columns: Array<Column<Row>> = [
  { header: 'At', rowHeader: true, className: 'staff-table__nowrap', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { header: 'Who', className: 'staff-table__break', cell: (entry) => entry.actor.email },
  { header: 'Action', cell: (entry) => <code>{entry.action}</code> },
  {
    header: 'Target',
    className: 'staff-table__break',
    cell: (entry) => <code>{entry.target.id ? `${entry.target.type}:${entry.target.id}` : entry.target.type}</code>,
  },
  { header: 'Details', cell: (entry) => <AuditData data={entry.data} /> },
];

/** /staff/audit (admins): every change made in the staff area: when, who, what, to what. */
export function AuditPage() {
  const { client } = useStaff();
  const { update, query, filter } = useQueryState(filterKeys);
  const log = useLoad((signal) => getAudit(client, query, signal), [client, query]);
  return (
    <>
      <PageHeading title="Audit log" />
      <FilterForm label="Search the audit log" searchLabel="Search who, action or target" filter={filter} />
      <ListStatus loading={log.loading} failed={log.failed} total={log.data?.total} one="entry" many="entries" empty="No entries match." />
      {log.data && log.data.items.length > 0 && (
        <ListTable caption="Audit log, newest first" hideCaption columns={columns} rows={log.data.items} rowKey={(entry) => entry.id} />
      )}
      {log.data && <Pager page={log.data.page} totalPage={log.data.totalPage} of="audit entries" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
