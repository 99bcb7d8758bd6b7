import { Link } from 'react-router-dom';
import { FilterForm } from '../../common/components/filter-form';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDate } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getMembers } from '../api/members-api';
import { roleLabels } from '../lib/labels';

const filterKeys = ['q'] as const;
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
  { header: 'Joined', className: 'staff-table__nowrap', cell: (member) => formatDate(member.createdAt) },
  {
    header: 'Account',
    cell: (member) => (
      <span className={`staff-badge staff-badge--${member.deactivatedAt ? 'deactivated' : 'active'}`}>{member.deactivatedAt ? 'Deactivated' : 'Active'}</span>
    ),
  },
];

/** /staff/members: every account, searchable, paged. */
export function MemberList() {
  const { client } = useStaff();
  const { update, query, filter } = useQueryState(filterKeys);
  const list = useLoad((signal) => getMembers(client, query, signal), [client, query]);
  return (
    <>
      <PageHeading title="Members" />
      <FilterForm label="Find members" searchLabel="Search name, e-mail or phone" filter={filter} />
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="member" many="members" empty="No members match." />
      {list.data && list.data.items.length > 0 && (
        <ListTable caption="Members" hideCaption columns={columns} rows={list.data.items} rowKey={(member) => member.id} />
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="members" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
