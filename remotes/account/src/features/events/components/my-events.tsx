import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { eventPagePath, eventsPagePath, eventWhen } from '@tenants/shared/core';
import type { MyBooking } from '@tenants/shared';
import type { Connect } from '../../screen/api/load-shared-api';
import './my-events.css';

const stateLine = (booking: MyBooking) => {
  if (booking.eventState === 'cancelled') return 'Event cancelled';
  if (booking.state === 'booked') return `Booked · ${booking.where}`;
  if (booking.state === 'waiting') return `Waiting list, number ${booking.waitingPosition ?? '—'}`;
  return 'You gave your place back';
};

/** "My events": the member's places and waiting-list places, coming first, then past ones (docs/product/events.md). */
export function MyEvents({ connect }: { connect: Connect }) {
  const id = useId();
  const [bookings, setBookings] = useState<MyBooking[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    connect()
      .then(({ api, client }) => api.loadMyBookings(client))
      .then(
        (found) => live && setBookings(found),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [connect]);

  const now = Date.now();
  const coming = (bookings ?? []).filter((b) => Date.parse(b.endsAt) >= now).reverse();
  const past = (bookings ?? []).filter((b) => Date.parse(b.endsAt) < now);
  const list = (items: MyBooking[]) => (
    <ul className="account-events__list">
      {items.map((booking) => (
        <li key={booking.slug} className="account-events__item">
          <Link to={eventPagePath(booking.slug)}>{booking.title}</Link>
          <span className="account-events__when">{eventWhen(booking.startsAt, booking.endsAt)}</span>
          <span>{stateLine(booking)}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="account-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        My events
      </h2>
      {failed && <p role="alert">Sorry, your events could not be loaded. Please try again later.</p>}
      {bookings && !coming.length && (
        <p className="account-data__text">
          You have no events coming up. <Link to={eventsPagePath}>See what is on</Link>.
        </p>
      )}
      {coming.length > 0 && list(coming)}
      {past.length > 0 && (
        <>
          <h3 className="account-events__past">Past events</h3>
          {list(past)}
        </>
      )}
    </section>
  );
}
