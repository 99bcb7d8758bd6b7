import type { StaffAuditData } from '@tenants/shared';
import { FilterForm } from '../../common/components/filter-form';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { TableRegion } from '../../common/components/table-region';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { getAudit } from '../api/audit-api';

const filterKeys = ['q'] as const;

/** An entry's fields as a list of names and values (issue 26: fields, never a text that could fake a line). */
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

/** /staff/audit (admins): every change made in the staff area: when, who, what, to what. */
export function AuditPage() {
  const { client } = useStaff();
  const { values, update, query } = useQueryState(filterKeys);
  const log = useLoad((signal) => getAudit(client, query, signal), [client, query]);
  return (
    <>
      <PageHeading title="Audit log" />
      <FilterForm label="Search the audit log" searchLabel="Search who, action or target" q={values.q} onSearch={(q) => update({ q })} onClear={values.q ? () => update({ q: '' }) : undefined} />
      <ListStatus loading={log.loading} failed={log.failed} total={log.data?.total} one="entry" many="entries" empty="No entries match." />
      {log.data && log.data.items.length > 0 && (
        <TableRegion caption="Audit log, newest first" hideCaption>
          <thead>
            <tr>
              <th scope="col">At</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {log.data.items.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className="staff-table__nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </th>
                <td className="staff-table__break">{entry.actor.email}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td className="staff-table__break">
                  <code>{entry.target.id ? `${entry.target.type}:${entry.target.id}` : entry.target.type}</code>
                </td>
                <td>
                  <AuditData data={entry.data} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {log.data && <Pager page={log.data.page} totalPage={log.data.totalPage} of="audit entries" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
