import { Link } from 'react-router-dom';
import { placesCount, staffEventAttendeesCsvPath, type Attendee } from '@tenants/shared';
import { DownloadButton } from '../../common/components/download-button';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import type { ScreenProps } from '../../../expose/staff-routes';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { formatDateTime } from '../../common/lib/format';
import { getAttendees, getEvent } from '../api/events-api';
import { AttendeeMessageForm } from './attendee-message-form';
import { eventDeskPaths } from './event-paths';
import { WalkInForm } from './walk-in-form';

const placeLabel = (attendee: Attendee) =>
  attendee.state === 'booked' ? 'Booked' : attendee.state === 'waiting' ? `Waiting (${attendee.waitingPosition ?? '—'})` : 'Gave the place back';

/** /staff/events/:id/attendees: who is booked, waiting or gave their place back, the figures and the CSV. */
export function AttendeesPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client } = useStaff();
  const event = useLoad((signal) => getEvent(client, id, signal), [client, id]);
  const list = useLoad((signal) => getAttendees(client, id, signal), [client, id]);
  const back = <Link to={eventDeskPaths.event(id)}>Back to the event</Link>;
  if (!event.data) return <NotLoaded title="Attendees" loading={event.loading} failure="We could not load this event." back={back} />;
  const columns: Array<Column<Attendee>> = [
    { header: 'Name', rowHeader: true, cell: (a) => `${a.firstname} ${a.lastname}${a.walkIn ? ' (walk-in)' : ''}`.replace(/\s+/g, ' ') },
    { header: 'Email', className: 'staff-table__break', cell: (a) => a.email },
    { header: 'Place', cell: placeLabel },
    { header: 'Booked', className: 'staff-table__nowrap', cell: (a) => formatDateTime(a.bookedAt) },
    { header: 'Checked in', className: 'staff-table__nowrap', cell: (a) => (a.checkedInAt ? formatDateTime(a.checkedInAt) : '—') },
  ];
  const e = event.data;
  return (
    <>
      <PageHeading
        title={`Attendees: ${e.title}`}
        back={back}
        actions={
          <span className="staff-actions--inline">
            <Link to={eventDeskPaths.checkIn(id)}>Check in</Link>
            <DownloadButton path={staffEventAttendeesCsvPath(id)} params={{}} fileName={`event-${e.slug}.csv`} />
          </span>
        }
      >
        <p className="staff-heading__intro">
          {e.booked} of {e.capacity} booked · {e.waiting} waiting · {e.checkedIn} checked in · {placesCount(e.cancelledPlaces)} given back
        </p>
      </PageHeading>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.length} one="person" many="people" empty="No one has booked yet." />
      {list.data && list.data.length > 0 && <ListTable caption="Attendees" hideCaption columns={columns} rows={list.data} rowKey={(a) => a.bookingId} />}
      {e.state === 'published' && (
        <WalkInForm
          eventId={id}
          onAdded={() => {
            list.reload();
            event.reload();
          }}
        />
      )}
      {e.state !== 'draft' && <AttendeeMessageForm eventId={id} />}
    </>
  );
}
