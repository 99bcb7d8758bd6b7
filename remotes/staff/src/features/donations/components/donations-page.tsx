import { Link } from 'react-router-dom';
import { donationStatuses, staffDonationsExportPath } from '@tenants/shared';
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
import { formatDateTime, formatMoney, formatMonth } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getDonations, getMonthlyTotals } from '../api/donations-api';
import { donationStatusLabels } from '../lib/labels';

const statusOptions = [{ value: '', label: 'Any status' }, ...donationStatuses.map((status) => ({ value: status, label: donationStatusLabels[status] }))];
const filterKeys = ['q', 'status', 'from', 'to'] as const;
type Month = Awaited<ReturnType<typeof getMonthlyTotals>>[number];
const monthColumns: Array<Column<Month>> = [
  { header: 'Month', rowHeader: true, cell: (month) => formatMonth(month.month) },
  { header: 'Donations', numeric: true, cell: (month) => month.count.toLocaleString('en-GB') },
  { header: 'Total', numeric: true, cell: (month) => formatMoney(month.totalPence) },
];
type Row = Awaited<ReturnType<typeof getDonations>>['items'][number];
const columns: Array<Column<Row>> = [
  { header: 'Date', className: 'staff-table__nowrap', cell: (donation) => formatDateTime(donation.createdAt) },
  {
    header: 'Name',
    rowHeader: true,
    cell: (donation) => (
      <Link to={staffPaths.donation(donation.id)}>
        {donation.firstname} {donation.lastname}
      </Link>
    ),
  },
  { header: 'E-mail', className: 'staff-table__break', cell: (donation) => donation.email },
  { header: 'Amount', numeric: true, cell: (donation) => formatMoney(donation.amountPence, donation.currency) },
  { header: 'Status', cell: (donation) => <span className={`staff-badge staff-badge--${donation.status}`}>{donationStatusLabels[donation.status]}</span> },
  {
    header: 'Card',
    className: 'staff-table__nowrap',
    cell: (donation) =>
      donation.cardLast4 ? (
        <>
          <span aria-hidden="true">•••• {donation.cardLast4}</span>
          <span className="ui-visually-hidden">Card ending {donation.cardLast4}</span>
        </>
      ) : (
        '—'
      ),
  },
  // The provider's own reference (Stripe's pi_…), to find the payment in its dashboard.
  { header: 'Provider reference', className: 'staff-table__break', cell: (donation) => donation.providerRef ?? '—' },
];

/** /staff/donations: the monthly totals, then every donation, filtered by status and searched, with its CSV. */
export function DonationsPage() {
  const { client } = useStaff();
  const { values, update, query, filter } = useQueryState(filterKeys);
  const totals = useLoad((signal) => getMonthlyTotals(client, signal), [client]);
  const list = useLoad((signal) => getDonations(client, query, signal), [client, query]);
  const { page: _page, ...exportQuery } = query;

  return (
    <>
      <PageHeading title="Donations" actions={<DownloadButton path={staffDonationsExportPath} params={exportQuery} fileName="donations.csv" />} />
      <section aria-labelledby="staff-donation-totals">
        <h2 id="staff-donation-totals">Monthly totals</h2>
        {totals.data && totals.data.length > 0 ? (
          <ListTable caption="Succeeded donations by month (UTC), newest first" columns={monthColumns} rows={totals.data} rowKey={(month) => month.month} />
        ) : (
          <p className="staff-status" role="status">
            {totals.loading ? 'Loading…' : totals.failed ? 'Could not load the totals.' : 'No donations yet.'}
          </p>
        )}
      </section>
      <section aria-labelledby="staff-donation-list">
        <h2 id="staff-donation-list">All donations</h2>
        <FilterForm label="Filter donations" searchLabel="Search name or e-mail" filter={filter}>
          <SelectField label="Status" value={values.status} options={statusOptions} onChange={(event) => update({ status: event.target.value })} />
          <DateRangeFields fromLabel="From" toLabel="To" from={values.from} to={values.to} onFrom={(from) => update({ from })} onTo={(to) => update({ to })} />
        </FilterForm>
        <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="donation" many="donations" empty="No donations match." />
        {list.data && list.data.items.length > 0 && (
          <ListTable caption="Donations, newest first" hideCaption columns={columns} rows={list.data.items} rowKey={(donation) => donation.id} />
        )}
        {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="donations" onPage={(next) => update({ page: String(next) })} />}
      </section>
    </>
  );
}
