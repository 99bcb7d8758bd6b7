import { Link } from 'react-router-dom';
import { type StaffEvent } from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDateTimeZone } from '../../common/lib/format';
import { getEvents } from '../api/events-api';
import { eventDeskPaths, eventStateLabels } from './event-paths';

/** /staff/events: every event, newest first, with its figures (booked of capacity, waiting, checked in). */
export function EventList() {
  const { client, me } = useStaff();
  const list = useLoad((signal) => getEvents(client, 1, undefined, signal), [client]);
  const staff = me.role !== 'contributor';

  const columns: Array<Column<StaffEvent>> = [
    {
      header: 'Event',
      rowHeader: true,
      className: 'staff-table__break',
      cell: (event) => <Link to={eventDeskPaths.event(event.id)}>{event.title || 'Untitled event'}</Link>,
    },
    { header: 'Starts', className: 'staff-table__nowrap', cell: (event) => (event.startsAt ? formatDateTimeZone(event.startsAt) : '—') },
    {
      header: 'State',
      cell: (event) => (
        <span className={`staff-badge staff-badge--${event.state === 'published' ? 'published' : event.state === 'draft' ? 'draft' : 'deactivated'}`}>
          {eventStateLabels[event.state]}
        </span>
      ),
    },
    { header: 'Booked', numeric: true, cell: (event) => `${event.booked} of ${event.capacity}` },
    { header: 'Waiting', numeric: true, cell: (event) => String(event.waiting) },
    { header: 'Checked in', numeric: true, cell: (event) => String(event.checkedIn) },
    {
      header: 'Attendees',
      hideHeader: true,
      cell: (event) =>
        staff && event.state !== 'draft' ? (
          <span className="staff-actions--inline">
            <Link to={eventDeskPaths.attendees(event.id)} aria-label={`Attendees of ${event.title}`}>
              Attendees
            </Link>
            <Link to={eventDeskPaths.checkIn(event.id)} aria-label={`Check in at ${event.title}`}>
              Check in
            </Link>
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeading
        title="Events"
        actions={
          <Link to={eventDeskPaths.create} className="staff-button">
            New event
          </Link>
        }
      >
        <p className="staff-heading__intro">Members&rsquo; events: write them, publish them at /events, and see who is coming.</p>
      </PageHeading>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.total} one="event" many="events" empty="No events yet." />
      {list.data && list.data.items.length > 0 && (
        <ListTable caption="Events" hideCaption columns={columns} rows={list.data.items} rowKey={(event) => event.id} />
      )}
    </>
  );
}
