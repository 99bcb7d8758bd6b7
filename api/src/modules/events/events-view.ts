import type { Kysely } from 'kysely';
import { eventMessages, isEventPictureUrl, type MyBooking, type PublicEvent } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { Member } from '../account/account.tables';
import { bookingsOfMember, findBooking, findEventBySlug, listVisibleEvents, placeInLine } from './events.repository';
import type { BookingRow, EventRow } from './events.tables';

// What visitors and members read of the events (the public list, one event, a member's bookings); booking
// is events.service.ts's, the mail events-mail.ts's.

type Db = Kysely<Database>;

/** What everyone may read of where: "Online", or the town. */
export const publicWhere = (event: EventRow) => (event.online ? 'Online' : event.area || 'To be announced');

/** The event as the public API answers it; the address and link only for a member with a place. */
export function toPublicEvent(event: EventRow, booking: { state: BookingRow['state']; waitingPosition: number | null } | null, waiting: number): PublicEvent {
  const booked = booking?.state === 'booked';
  return {
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    descriptionHtml: event.description_html,
    startsAt: event.starts_at ?? '',
    endsAt: event.ends_at ?? '',
    where: publicWhere(event),
    online: event.online === 1,
    place: booked && !event.online ? event.place : null,
    onlineUrl: booked && event.online ? event.online_url : null,
    audience: event.audience,
    capacity: event.capacity,
    placesLeft: Math.max(0, event.capacity - event.booked_count),
    waiting,
    state: event.state,
    cancelReason: event.state === 'cancelled' ? event.cancel_reason : null,
    // A row saved before the contract's check shows no picture rather than a `javascript:` one.
    pictureUrl: event.picture_url && isEventPictureUrl(event.picture_url) ? event.picture_url : null,
    pictureAlt: event.picture_alt,
    myBooking: booking && booking.state !== 'cancelled' ? booking : null,
  };
}

async function waitingCount(db: Db, eventId: string) {
  const row = await db
    .selectFrom('event_bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('state', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function memberBooking(db: Db, event: EventRow, member: Member | null) {
  if (!member) return null;
  const booking = await findBooking(db, event.id, member.id);
  if (!booking || booking.state === 'cancelled') return null;
  const position = booking.state === 'waiting' && booking.waiting_position !== null ? await placeInLine(db, event.id, booking.waiting_position) : null;
  return { state: booking.state, waitingPosition: position };
}

/** A published (or cancelled) event by its address; a draft is no one's to see here. */
export async function visibleEvent(db: Db, slug: string): Promise<EventRow> {
  const event = await findEventBySlug(db, slug);
  if (!event || event.state === 'draft') throw new HttpError(404, eventMessages.notFound);
  return event;
}

export async function publicEvents(db: Db, now: Date): Promise<PublicEvent[]> {
  const events = await listVisibleEvents(db, now);
  return Promise.all(events.map(async (event) => toPublicEvent(event, null, await waitingCount(db, event.id))));
}

export async function publicEvent(db: Db, slug: string, member: Member | null): Promise<PublicEvent> {
  const event = await visibleEvent(db, slug);
  return toPublicEvent(event, await memberBooking(db, event, member), await waitingCount(db, event.id));
}

export async function myBookings(db: Db, memberId: string): Promise<MyBooking[]> {
  const rows = await bookingsOfMember(db, memberId);
  return Promise.all(
    rows.map(async (row) => ({
      slug: row.slug,
      title: row.title,
      startsAt: row.starts_at ?? '',
      endsAt: row.ends_at ?? '',
      state: row.state,
      eventState: row.event_state,
      waitingPosition: row.state === 'waiting' && row.waiting_position !== null ? await placeInLine(db, row.event_id, row.waiting_position) : null,
      where: row.state === 'booked' ? (row.online ? row.online_url : row.place) : row.online ? 'Online' : row.area,
    })),
  );
}
