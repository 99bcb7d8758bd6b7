import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField, type Attendee } from '@tenants/shared';
import { ListStatus } from '../../common/components/list-status';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import type { ScreenProps } from '../../../expose/staff-routes';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { checkIn, getAttendees, getEvent } from '../api/events-api';
import { eventDeskPaths } from './event-paths';
import './check-in.css';

/**
 * /staff/events/:id/check-in: the list at the door, made for a phone held in one hand: each person booked
 * with one large button to mark them present (or undo), a name filter, and the count so far.
 */
export function CheckInPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client, fail } = useStaff();
  const event = useLoad((signal) => getEvent(client, id, signal), [client, id]);
  const list = useLoad((signal) => getAttendees(client, id, signal), [client, id]);
  const [changed, setChanged] = useState<Record<string, Attendee>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [said, setSaid] = useState('');
  const back = <Link to={eventDeskPaths.event(id)}>Back to the event</Link>;
  if (!event.data) return <NotLoaded title="Check in" loading={event.loading} failure="We could not load this event." back={back} />;

  const booked = (list.data ?? []).filter((a) => a.state === 'booked').map((a) => changed[a.bookingId] ?? a);
  const words = filter.trim().toLowerCase();
  const shown = words ? booked.filter((a) => `${a.firstname} ${a.lastname} ${a.email}`.toLowerCase().includes(words)) : booked;
  const present = booked.filter((a) => a.checkedInAt).length;

  const toggle = async (attendee: Attendee) => {
    setBusy(attendee.bookingId);
    try {
      const next = await checkIn(client, id, attendee.bookingId, !attendee.checkedInAt);
      setChanged((current) => ({ ...current, [next.bookingId]: next }));
      setSaid(`${next.firstname} ${next.lastname} ${next.checkedInAt ? 'checked in' : 'no longer checked in'}.`);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeading title={`Check in: ${event.data.title}`} back={back}>
        <p className="staff-heading__intro">
          {present} of {booked.length} checked in
        </p>
      </PageHeading>
      <p className="staff-status" role="status">
        {said}
      </p>
      <TextField label="Find a name" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <ListStatus loading={list.loading} failed={list.failed} total={booked.length} one="person booked" many="people booked" empty="No one is booked." />
      <ul className="staff-check-in">
        {shown.map((attendee) => (
          <li key={attendee.bookingId} className={`staff-check-in__row${attendee.checkedInAt ? ' staff-check-in__row--present' : ''}`}>
            <span className="staff-check-in__name">
              {attendee.firstname} {attendee.lastname}
              <span className="staff-check-in__email">{attendee.email}</span>
            </span>
            <button
              type="button"
              className={`staff-button${attendee.checkedInAt ? ' staff-button--ghost' : ''} staff-check-in__button`}
              aria-pressed={Boolean(attendee.checkedInAt)}
              aria-label={`${attendee.firstname} ${attendee.lastname} present`}
              disabled={busy === attendee.bookingId}
              onClick={() => void toggle(attendee)}
            >
              {attendee.checkedInAt ? 'Present ✓' : 'Mark present'}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
