import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { eventMessages } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue, QueueMail } from '../../mail/queue-worker';
import type { Member } from '../account/account.tables';
import { queueEventMail, type EventMailDeps } from './events-mail';
import { visibleEvent } from './events-view';
import {
  claimReminder,
  dueReminders,
  findBooking,
  firstWaiting,
  givePlaceBack,
  insertBooking,
  nextWaitingNumber,
  personOfBooking,
  placeInLine,
  takePlace,
  updateBooking,
} from './events.repository';
import type { BookingRow, EventRow } from './events.tables';

export interface EventsDeps extends EventMailDeps {
  db: Kysely<Database>;
  mailQueue: Pick<MailQueue, 'transaction'>;
}

type Db = Kysely<Database>;

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
