import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { staffListLabels, staffListNames, staffMembersExportPath, TextField } from '@tenants/shared';
import { DateRangeFields } from '../../common/components/date-range-fields';
import { DownloadButton } from '../../common/components/download-button';
import { FilterForm } from '../../common/components/filter-form';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDate } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getMembers } from '../api/members-api';
import { roleLabels } from '../lib/labels';

const filterKeys = ['q', 'joinedFrom', 'joinedTo', 'list', 'active', 'label'] as const;
const listOptions = [{ value: '', label: 'Any or none' }, ...staffListNames.map((list) => ({ value: list, label: staffListLabels[list] }))];
const activeOptions = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
];
type Row = Awaited<ReturnType<typeof getMembers>>['items'][number];
const columns: Array<Column<Row>> = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (member) => (
      <Link to={staffPaths.member(member.id)}>
        {member.firstname} {member.lastname}
      </Link>
    ),
  },
  { header: 'E-mail', className: 'staff-table__break', cell: (member) => member.email },
  { header: 'Phone', className: 'staff-table__nowrap', cell: (member) => member.phone },
  { header: 'Role', cell: (member) => roleLabels[member.role] },
  { header: 'Labels', cell: (member) => (member.labels && member.labels.length > 0 ? member.labels.join(', ') : '—') },
  { header: 'Joined', className: 'staff-table__nowrap', cell: (member) => formatDate(member.createdAt) },
  {
    header: 'Account',
    cell: (member) => (
      <span className={`staff-badge staff-badge--${member.deactivatedAt ? 'deactivated' : 'active'}`}>{member.deactivatedAt ? 'Deactivated' : 'Active'}</span>
    ),
  },
];

/**
 * /staff/members: every account, searchable and filtered (joined between two days, on a list, active or not,
 * a label), paged, with the CSV of what the filter finds (the API asks for a fresh second factor).
 */
export function MemberList() {
  const { client } = useStaff();
  const { values, update, query, filter } = useQueryState(filterKeys);
  const list = useLoad((signal) => getMembers(client, query, signal), [client, query]);
  const { page: _page, ...exportQuery } = query;
  // The label is typed, so it applies with Search (as the keyword does), not on every keystroke.
  const [label, setLabel] = useState(values.label);
  useEffect(() => setLabel(values.label), [values.label]);
  const memberFilter = useMemo(() => ({ ...filter, search: (q: string) => update({ q, label: label.trim() }) }), [filter, update, label]);
  return (
    <>
      <PageHeading title="Members" actions={<DownloadButton path={staffMembersExportPath} params={exportQuery} fileName="members.csv" label="Export CSV" />} />
      <FilterForm label="Find members" searchLabel="Search name, e-mail or phone" filter={memberFilter}>
        <DateRangeFields
          fromLabel="Joined from"
          toLabel="Joined to"
          from={values.joinedFrom}
          to={values.joinedTo}
          onFrom={(joinedFrom) => update({ joinedFrom })}
          onTo={(joinedTo) => update({ joinedTo })}
        />
        <SelectField label="On the list" value={values.list} options={listOptions} onChange={(event) => update({ list: event.target.value })} />
        <SelectField label="Account" value={values.active} options={activeOptions} onChange={(event) => update({ active: event.target.value })} />
        <TextField
          className="staff-field"
          label="Label (applies with Search)"
          value={label}
          maxLength={30}
          autoComplete="off"
          onChange={(event) => setLabel(event.target.value)}
        />
      </FilterForm>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="member" many="members" empty="No members match." />
      {list.data && list.data.items.length > 0 && (
        <ListTable caption="Members" hideCaption columns={columns} rows={list.data.items} rowKey={(member) => member.id} />
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="members" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
