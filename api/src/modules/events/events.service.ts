import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { eventMessages, eventPagePath, eventWhen, isEventPictureUrl, type Brand, type MyBooking, type PublicEvent } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailAttachment } from '../../mail/mailer';
import type { MailTemplates } from '../../mail/templates';
import type { MailQueue, QueueMail } from '../../mail/queue-worker';
import type { Member } from '../account/account.tables';
import { calendarFile } from './ics';
import type { EventLetter } from './events.emails';
import {
  bookingsOfMember,
  claimReminder,
  dueReminders,
  findBooking,
  findEventBySlug,
  firstWaiting,
  givePlaceBack,
  insertBooking,
  listVisibleEvents,
  nextWaitingNumber,
  personOfBooking,
  placeInLine,
  takePlace,
  updateBooking,
} from './events.repository';
import type { BookingRow, EventRow } from './events.tables';

export interface EventsDeps {
  db: Kysely<Database>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: MailTemplates;
  now: () => Date;
  siteUrl: string;
  brand: Brand;
}

type Db = Kysely<Database>;

/** What everyone may read of where: "Online", or the town. */
export const publicWhere = (event: EventRow) => (event.online ? 'Online' : event.area || 'To be announced');
/** Where, for those booked: the link, or the address. */
const bookedWhere = (event: EventRow) => (event.online ? event.online_url : event.place);

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

/* ---- Mail ---- */

export const letterFor = (event: EventRow, member: Pick<Member, 'firstname'>, booked: boolean): EventLetter => ({
  firstname: member.firstname,
  title: event.title,
  slug: event.slug,
  when: eventWhen(event.starts_at ?? '', event.ends_at ?? ''),
  where: booked ? bookedWhere(event) : publicWhere(event),
});

/** The event's calendar invitation for one member: one UID per event and person, so a CANCEL removes what a REQUEST added. */
export function invitation(
  deps: Pick<EventsDeps, 'siteUrl' | 'brand' | 'now'>,
  event: EventRow,
  memberId: string,
  method: 'REQUEST' | 'CANCEL',
): MailAttachment {
  const host = new URL(deps.siteUrl).hostname;
  const url = `${deps.siteUrl}${eventPagePath(event.slug)}`;
  const content = calendarFile({
    uid: `event-${event.id}-${memberId}@${host}`,
    stamp: deps.now(),
    start: new Date(event.starts_at ?? 0),
    end: new Date(event.ends_at ?? 0),
    summary: event.title,
    description: `${event.summary ? `${event.summary}\n\n` : ''}${url}`,
    location: bookedWhere(event),
    url,
    sequence: method === 'CANCEL' ? 1 : 0,
    method,
    organizer: { name: deps.brand.product, email: deps.brand.email },
  });
  return { filename: 'event.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

type Kind = 'event-booked' | 'event-waiting' | 'event-place-offered' | 'event-booking-cancelled' | 'event-cancelled' | 'event-reminder';

/** Queues one of the event mails to a member, with the invitation where it has one. */
export async function queueEventMail(
  deps: Pick<EventsDeps, 'emails' | 'siteUrl' | 'brand' | 'now'>,
  queue: QueueMail,
  kind: Kind,
  event: EventRow,
  member: Pick<Member, 'id' | 'firstname' | 'email'>,
  extra: { position?: number; reason?: string } = {},
) {
  const booked = kind !== 'event-waiting';
  const letter = letterFor(event, member, booked);
  const content = {
    'event-booked': () => deps.emails.eventBooked(letter),
    'event-waiting': () => deps.emails.eventWaiting({ ...letter, position: extra.position ?? 1 }),
    'event-place-offered': () => deps.emails.eventPlaceOffered(letter),
    'event-booking-cancelled': () => deps.emails.eventBookingCancelled(letter),
    'event-cancelled': () => deps.emails.eventCancelled({ ...letter, reason: extra.reason ?? '' }),
    'event-reminder': () => deps.emails.eventReminder(letter),
  }[kind]();
  const method = kind === 'event-booking-cancelled' || kind === 'event-cancelled' ? 'CANCEL' : 'REQUEST';
  const attachments = kind === 'event-waiting' ? [] : [invitation(deps, event, member.id, method)];
  await queue(kind, { to: member.email, ...content, attachments });
}

/* ---- Booking ---- */

const hasStarted = (event: EventRow, now: Date) => !event.starts_at || Date.parse(event.starts_at) <= now.getTime();

/**
 * Books the member a place in one step, or (the event full) a place in its waiting list. The place is taken
 * by one conditional update (events.repository.ts, takePlace), in the transaction that stores the booking
 * and its mail: two members asking for the last place at once, one gets it and the other waits in line.
 */
export async function bookPlace(
  deps: EventsDeps,
  member: Member,
  slug: string,
): Promise<{ state: 'booked' | 'waiting'; waitingPosition: number | null; message: string }> {
  const at = deps.now();
  return deps.mailQueue.transaction(async (trx, queue) => {
    const event = await visibleEvent(trx, slug);
    if (event.state !== 'published') throw new HttpError(409, eventMessages.eventCancelled);
    if (hasStarted(event, at)) throw new HttpError(409, eventMessages.started);
    const existing = await findBooking(trx, event.id, member.id);
    if (existing?.state === 'booked') throw new HttpError(409, eventMessages.alreadyBooked);
    if (existing?.state === 'waiting') throw new HttpError(409, eventMessages.alreadyWaiting);
    const write = async (change: Pick<BookingRow, 'state' | 'waiting_position'>) => {
      const stamp = at.toISOString();
      if (existing)
        await updateBooking(trx, existing.id, { ...change, booked_at: stamp, updated_at: stamp, cancelled_at: null, checked_in_at: null, reminded_at: null });
      else
        await insertBooking(trx, {
          id: randomUUID(),
          event_id: event.id,
          member_id: member.id,
          ...change,
          booked_at: stamp,
          updated_at: stamp,
          cancelled_at: null,
          checked_in_at: null,
          reminded_at: null,
          guest_firstname: null,
          guest_lastname: null,
          guest_email: null,
        });
    };
    if (await takePlace(trx, event.id)) {
      await write({ state: 'booked', waiting_position: null });
      await queueEventMail(deps, queue, 'event-booked', event, member);
      return { state: 'booked' as const, waitingPosition: null, message: eventMessages.booked };
    }
    const number = await nextWaitingNumber(trx, event.id);
    await write({ state: 'waiting', waiting_position: number });
    const position = await placeInLine(trx, event.id, number);
    await queueEventMail(deps, queue, 'event-waiting', event, member, { position });
    return { state: 'waiting' as const, waitingPosition: position, message: eventMessages.waiting };
  });
}

/**
 * Hands a place that came free to the first in the waiting list, who is mailed (inside the caller's
 * transaction). Nothing when no one waits or the event has begun.
 */
export async function offerFreedPlace(deps: EventsDeps, trx: Db, queue: QueueMail, event: EventRow, at: Date) {
  if (hasStarted(event, at) || event.state !== 'published') return;
  const next = await firstWaiting(trx, event.id);
  if (!next || !(await takePlace(trx, event.id))) return;
  await updateBooking(trx, next.id, { state: 'booked', waiting_position: null, updated_at: at.toISOString() });
  const person = await personOfBooking(trx, next);
  if (person) await queueEventMail(deps, queue, 'event-place-offered', event, person);
}

/** Gives the member's place (or their place in line) back; a place goes on to the first in line. */
export async function cancelPlace(deps: EventsDeps, member: Member, slug: string): Promise<void> {
  const at = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const event = await visibleEvent(trx, slug);
    const booking = await findBooking(trx, event.id, member.id);
    if (!booking || booking.state === 'cancelled') throw new HttpError(404, eventMessages.notBooked);
    await updateBooking(trx, booking.id, { state: 'cancelled', waiting_position: null, cancelled_at: at.toISOString(), updated_at: at.toISOString() });
    if (booking.state === 'booked') {
      await givePlaceBack(trx, event.id);
      await queueEventMail(deps, queue, 'event-booking-cancelled', event, member);
      await offerFreedPlace(deps, trx, queue, event, at);
    }
  });
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

/**
 * The day-before reminders: every booked place of an event starting 12 to 24 hours from now gets one, once
 * (claimed row by row, so two instances never both send it). Gives how many were queued.
 */
export async function sendDueReminders(deps: EventsDeps): Promise<number> {
  const now = deps.now();
  // Between 12 and 24 hours ahead: "tomorrow" is true, and a place booked on the day needs no reminder.
  const due = await dueReminders(deps.db, new Date(now.getTime() + 12 * 60 * 60 * 1000), new Date(now.getTime() + 24 * 60 * 60 * 1000));
  let sent = 0;
  for (const row of due) {
    await deps.mailQueue.transaction(async (trx, queue) => {
      if (!(await claimReminder(trx, row.id, now))) return;
      const event = await trx.selectFrom('events').selectAll().where('id', '=', row.event_id).executeTakeFirstOrThrow();
      const person = await personOfBooking(trx, row);
      if (!person) return;
      await queueEventMail(deps, queue, 'event-reminder', event, person);
      sent += 1;
    });
  }
  return sent;
}
