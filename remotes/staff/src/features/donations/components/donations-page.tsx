import { donationStatuses, staffDonationsExportPath } from '@tenants/shared';
import { DownloadButton } from '../../common/components/download-button';
import { FilterForm } from '../../common/components/filter-form';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { SelectField } from '../../common/components/select-field';
import { TableRegion } from '../../common/components/table-region';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useQueryState } from '../../common/hooks/use-query-state';
import { formatDateTime, formatMoney, formatMonth } from '../../common/lib/format';
import { getDonations, getMonthlyTotals } from '../api/donations-api';

type DonationStatus = (typeof donationStatuses)[number];
export const donationStatusLabels: Record<DonationStatus, string> = {
  pending: 'Pending',
  requires_action: 'Awaiting card check',
  succeeded: 'Succeeded',
  failed: 'Failed',
  error: 'Error',
};
const statusOptions = [{ value: '', label: 'Any status' }, ...donationStatuses.map((status) => ({ value: status, label: donationStatusLabels[status] }))];
const filterKeys = ['q', 'status'] as const;

/** /staff/donations: the monthly totals, then every donation, filtered by status and searched, with its CSV. */
export function DonationsPage() {
  const { client } = useStaff();
  const { values, update, query } = useQueryState(filterKeys);
  const totals = useLoad((signal) => getMonthlyTotals(client, signal), [client]);
  const list = useLoad((signal) => getDonations(client, query, signal), [client, query]);
  const { page: _page, ...exportQuery } = query;

  return (
    <>
      <PageHeading title="Donations" actions={<DownloadButton path={staffDonationsExportPath} params={exportQuery} fileName="donations.csv" />} />
      <section aria-labelledby="staff-donation-totals">
        <h2 id="staff-donation-totals">Monthly totals</h2>
        {totals.data && totals.data.length > 0 ? (
          <TableRegion caption="Succeeded donations by month (UTC), newest first">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="staff-table__number">
                  Donations
                </th>
                <th scope="col" className="staff-table__number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.data.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className="staff-table__number">{month.count.toLocaleString('en-GB')}</td>
                  <td className="staff-table__number">{formatMoney(month.totalPence)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        ) : (
          <p className="staff-status" role="status">
            {totals.loading ? 'Loading…' : totals.failed ? 'Could not load the totals.' : 'No donations yet.'}
          </p>
        )}
      </section>
      <section aria-labelledby="staff-donation-list">
        <h2 id="staff-donation-list">All donations</h2>
        <FilterForm
          label="Filter donations"
          searchLabel="Search name or e-mail"
          q={values.q}
          onSearch={(q) => update({ q })}
          onClear={values.q || values.status ? () => update({ q: '', status: '' }) : undefined}
        >
          <SelectField label="Status" value={values.status} options={statusOptions} onChange={(event) => update({ status: event.target.value })} />
        </FilterForm>
        <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="donation" many="donations" empty="No donations match." />
        {list.data && list.data.items.length > 0 && (
          <TableRegion caption="Donations, newest first" hideCaption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col" className="staff-table__number">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Card</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((donation) => (
                <tr key={donation.id}>
                  <td className="staff-table__nowrap">{formatDateTime(donation.createdAt)}</td>
                  <th scope="row">
                    {donation.firstname} {donation.lastname}
                  </th>
                  <td className="staff-table__break">{donation.email}</td>
                  <td className="staff-table__number">{formatMoney(donation.amountPence, donation.currency)}</td>
                  <td>
                    <span className={`staff-badge staff-badge--${donation.status}`}>{donationStatusLabels[donation.status]}</span>
                  </td>
                  <td className="staff-table__nowrap">
                    {donation.cardLast4 ? (
                      <>
                        <span aria-hidden="true">•••• {donation.cardLast4}</span>
                        <span className="ui-visually-hidden">Card ending {donation.cardLast4}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
        {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="donations" onPage={(next) => update({ page: String(next) })} />}
      </section>
    </>
  );
}
