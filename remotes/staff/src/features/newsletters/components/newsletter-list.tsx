import { Link } from 'react-router-dom';
import { mailingListLabels, type NewsletterStatus } from '@tenants/shared';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { TableRegion } from '../../common/components/table-region';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getNewsletters } from '../api/newsletters-api';

export const newsletterStatusLabels: Record<NewsletterStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };
const filterKeys = [] as const;

/** /staff/newsletters: every newsletter, newest first, with where it stands and what its sending came to. */
export function NewsletterList() {
  const { client } = useStaff();
  const { update, query } = useQueryState(filterKeys);
  const list = useLoad((signal) => getNewsletters(client, query, signal), [client, query]);
  return (
    <>
      <PageHeading
        title="Newsletters"
        actions={
          <Link to={staffPaths.newNewsletter} className="staff-button">
            New newsletter
          </Link>
        }
      />
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="newsletter" many="newsletters" empty="No newsletters yet." />
      {list.data && list.data.items.length > 0 && (
        <TableRegion caption="Newsletters" hideCaption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">List</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
              <th scope="col">Bounced</th>
              <th scope="col">Unsubscribed</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className="staff-table__break">
                  <Link to={staffPaths.newsletter(item.id)}>{item.subject}</Link>
                </th>
                <td>{mailingListLabels[item.list]}</td>
                <td>
                  <span className={`staff-badge staff-badge--${item.status}`}>{newsletterStatusLabels[item.status]}</span>
                </td>
                <td>{item.sent}</td>
                <td>{item.bounced}</td>
                <td>{item.unsubscribed}</td>
                <td className="staff-table__nowrap">{formatDateTime(item.sentAt ?? item.sendAt ?? item.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="newsletters" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
