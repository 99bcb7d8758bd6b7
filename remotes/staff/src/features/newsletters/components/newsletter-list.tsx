import { Link } from 'react-router-dom';
import { mailingListLabels, type NewsletterStatus } from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getNewsletters } from '../api/newsletters-api';

export const newsletterStatusLabels: Record<NewsletterStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };
const filterKeys = [] as const;
type Row = Awaited<ReturnType<typeof getNewsletters>>['items'][number];
const columns: Array<Column<Row>> = [
  { header: 'Subject', rowHeader: true, className: 'staff-table__break', cell: (item) => <Link to={staffPaths.newsletter(item.id)}>{item.subject}</Link> },
  { header: 'List', cell: (item) => mailingListLabels[item.list] },
  { header: 'Status', cell: (item) => <span className={`staff-badge staff-badge--${item.status}`}>{newsletterStatusLabels[item.status]}</span> },
  { header: 'Sent', cell: (item) => item.sent },
  { header: 'Bounced', cell: (item) => item.bounced },
  { header: 'Unsubscribed', cell: (item) => item.unsubscribed },
  { header: 'Link clicks', cell: (item) => item.clicks },
  { header: 'When', className: 'staff-table__nowrap', cell: (item) => formatDateTime(item.sentAt ?? item.sendAt ?? item.updatedAt) },
];

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
          <>
            <Link to={staffPaths.subscribers} className="staff-button staff-button--ghost">
              Add subscribers
            </Link>
            <Link to={staffPaths.newNewsletter} className="staff-button">
              New newsletter
            </Link>
          </>
        }
      />
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="newsletter" many="newsletters" empty="No newsletters yet." />
      {list.data && list.data.items.length > 0 && (
        <ListTable caption="Newsletters" hideCaption columns={columns} rows={list.data.items} rowKey={(item) => item.id} />
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="newsletters" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
