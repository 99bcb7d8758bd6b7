import { Link, useLocation } from 'react-router-dom';
import { staffEnquiriesExportPath } from '@tenants/shared';
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
import { memberName, useTeam } from '../../common/hooks/use-team';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { getEnquiries } from '../api/enquiries-api';
import { leaseFilterOptions, rentFilterOptions, statusFilterOptions, statusLabel, typeFilterOptions } from '../lib/labels';
import './enquiries.css';

const filterKeys = ['q', 'status', 'type', 'annualRent', 'isLeaseHeld', 'assignedTo', 'from', 'to'] as const;

/** The inbox's two everyday views: what nobody has picked up, and what is the caller's. */
const quickFilters = [
  { value: 'none', label: 'Unassigned' },
  { value: 'me', label: 'Mine' },
] as const;

/** A row of the inbox, as the API's list gives it. */
type Row = Awaited<ReturnType<typeof getEnquiries>>['items'][number];

const columns = (search: string): Array<Column<Row>> => [
  { header: 'Received', className: 'staff-table__nowrap', cell: (enquiry) => formatDateTime(enquiry.createdAt) },
  {
    header: 'Name',
    rowHeader: true,
    cell: (enquiry) => (
      <Link to={staffPaths.enquiry(enquiry.id)} state={{ back: search }}>
        {enquiry.firstname} {enquiry.lastname}
      </Link>
    ),
  },
  { header: 'E-mail', className: 'staff-table__break', cell: (enquiry) => enquiry.email },
  { header: 'Type', cell: (enquiry) => enquiry.type },
  { header: 'City / company', cell: (enquiry) => enquiry.city },
  { header: 'Status', cell: (enquiry) => <span className={`staff-badge staff-badge--${enquiry.status}`}>{statusLabel(enquiry.status)}</span> },
  { header: 'Assigned to', cell: (enquiry) => (enquiry.assignedTo ? memberName(enquiry.assignedTo) : 'Unassigned') },
];
/** /staff/enquiries: the inbox, newest first, with its filter in the address and a CSV of what it shows. */
export function EnquiryInbox() {
  const { client } = useStaff();
  const team = useTeam();
  const { search } = useLocation();
  const { values, update, query, filter } = useQueryState(filterKeys);
  const list = useLoad((signal) => getEnquiries(client, query, signal), [client, query]);
  const { page: _page, ...exportQuery } = query;
  const assigneeOptions = [
    { value: '', label: 'Anyone' },
    { value: 'none', label: 'Unassigned' },
    { value: 'me', label: 'Me' },
    // Name and e-mail: two people of the same name are told apart.
    ...team.map((member) => ({ value: member.id, label: `${memberName(member)} (${member.email})` })),
  ];
  // An assignee in the address whom the team list does not (yet) name still shows as chosen.
  if (values.assignedTo && !assigneeOptions.some((option) => option.value === values.assignedTo))
    assigneeOptions.push({ value: values.assignedTo, label: 'Selected member of staff' });

  return (
    <>
      <PageHeading title="Enquiries" actions={<DownloadButton path={staffEnquiriesExportPath} params={exportQuery} fileName="enquiries.csv" />} />
      <div className="staff-quick-filters" role="group" aria-label="Quick filters">
        {quickFilters.map((quick) => {
          const on = values.assignedTo === quick.value;
          return (
            <button
              key={quick.value}
              type="button"
              className={on ? 'staff-button' : 'staff-button staff-button--ghost'}
              aria-pressed={on}
              onClick={() => update({ assignedTo: on ? '' : quick.value })}
            >
              {quick.label}
            </button>
          );
        })}
      </div>
      <FilterForm label="Filter enquiries" searchLabel="Search name, e-mail, company or text" filter={filter}>
        <SelectField label="Status" value={values.status} options={statusFilterOptions} onChange={(event) => update({ status: event.target.value })} />
        <SelectField label="Type" value={values.type} options={typeFilterOptions} onChange={(event) => update({ type: event.target.value })} />
        <SelectField
          label="Annual rent"
          value={values.annualRent}
          options={rentFilterOptions}
          onChange={(event) => update({ annualRent: event.target.value })}
        />
        <SelectField
          label="Lease held"
          value={values.isLeaseHeld}
          options={leaseFilterOptions}
          onChange={(event) => update({ isLeaseHeld: event.target.value })}
        />
        <SelectField label="Assigned to" value={values.assignedTo} options={assigneeOptions} onChange={(event) => update({ assignedTo: event.target.value })} />
        <DateRangeFields
          fromLabel="Received from"
          toLabel="Received to"
          from={values.from}
          to={values.to}
          onFrom={(from) => update({ from })}
          onTo={(to) => update({ to })}
        />
      </FilterForm>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="enquiry" many="enquiries" empty="No enquiries match." />
      {list.data && list.data.items.length > 0 && (
        <ListTable caption="Enquiries, newest first" hideCaption columns={columns(search)} rows={list.data.items} rowKey={(enquiry) => enquiry.id} />
      )}
      {list.data && <Pager page={list.data.page} totalPage={list.data.totalPage} of="enquiries" onPage={(next) => update({ page: String(next) })} />}
    </>
  );
}
