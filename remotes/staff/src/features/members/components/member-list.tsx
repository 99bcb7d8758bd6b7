import { Link } from 'react-router-dom';
import { FilterForm } from '../../common/components/filter-form';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { TableRegion } from '../../common/components/table-region';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDate } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getMembers } from '../api/members-api';
import { roleLabels } from '../lib/labels';

const filterKeys = ['q'] as const;

/** /staff/members: every account, searchable, paged. */
export function MemberList() {
  const { client } = useStaff();
  const { values, update, query } = useQueryState(filterKeys);
  const list = useLoad((signal) => getMembers(client, query, signal), [client, query]);
  return (
    <>
      <PageHeading title="Members" />
      <FilterForm label="Find members" searchLabel="Search name, e-mail or phone" q={values.q} onSearch={(q) => update({ q })} onClear={values.q ? () => update({ q: '' }) : undefined} />
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="member" many="members" empty="No members match." />
      {list.data && list.data.items.length > 0 && (
        <TableRegion caption="Members" hideCaption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  <Link to={staffPaths.member(member.id)}>
                    {member.firstname} {member.lastname}
                  </Link>
                </th>
                <td className="staff-table__break">{member.email}</td>
                <td className="staff-table__nowrap">{member.phone}</td>
                <td>{roleLabels[member.role]}</td>
                <td className="staff-table__nowrap">{formatDate(member.createdAt)}</td>
                <td>
                  <span className={`staff-badge staff-badge--${member.deactivatedAt ? 'deactivated' : 'active'}`}>{member.deactivatedAt ? 'Deactivated' : 'Active'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="members" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
