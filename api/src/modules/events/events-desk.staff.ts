import { randomUUID } from 'node:crypto';
import { eventDeskMessages, eventMessages, sentWords, type Attendee, type AttendeeMessage, type StaffEvent, type WalkIn } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { audited, insertAuditInTransaction, type Actor } from '../staff';
import {
  bookingsWithMembers,
  deleteDraft,
  findBooking,
  findEventById,
  findGuestBooking,
  insertBooking,
  nextWaitingNumber,
  placeInLine,
  takePlace,
  updateBooking,
} from './events.repository';
import { letterFor, queueEventMail } from './events-mail';
import type { EventsDeps } from './events.service';
import { createEvent, inputOf } from './events.staff';
import { toAttendee } from './events-attendees.staff';
import type { BookingRow } from './events.tables';

/** The events desk beside writing: delete a draft, duplicate, a walk-in, a message to the attendees. */

/** Deletes a draft. A published event is cancelled instead (its people are told), so it is refused here. */
export async function deleteEvent(deps: EventsDeps, actor: Actor, id: string): Promise<void> {
  await audited(deps, actor, async (trx) => {
    const row = await findEventById(trx, id);
    if (!row) throw new HttpError(404, eventMessages.notFound);
    if (!(await deleteDraft(trx, id))) throw new HttpError(409, eventDeskMessages.draftOnlyDelete);
    return { result: undefined, audit: [{ action: 'event.delete', targetType: 'event', targetId: id, data: { alias: row.slug } }] };
  });
}

/** A new draft with the event's details, "Copy of …", a fresh address and no one booked. */
export async function duplicateEvent(deps: EventsDeps, actor: Actor, id: string): Promise<StaffEvent> {
  const row = await findEventById(deps.db, id);
  if (!row) throw new HttpError(404, eventMessages.notFound);
  const input = { ...inputOf(row), slug: '', title: `${eventDeskMessages.copyPrefix}${row.title}`.slice(0, 200) };
  const copy = await createEvent(deps, actor, input);
  await audited(deps, actor, async () => ({
    result: undefined,
    audit: [{ action: 'event.duplicate', targetType: 'event', targetId: copy.id, data: { alias: row.slug } }],
  }));
  return copy;
}

/**
 * Books a walk-in (name and e-mail, no account needed): a place if one is left, else — only when staff
 * asked — a place in the waiting list; a full event is refused with words that offer the list. An e-mail
 * that is a member's books the member. They are mailed as anyone booking is (the calendar invitation too).
 */
export async function addWalkIn(deps: EventsDeps, actor: Actor, id: string, walkIn: WalkIn): Promise<{ attendee: Attendee; message: string }> {
  const at = deps.now();
  const email = walkIn.email.toLowerCase();
  const bookingId = await deps.mailQueue.transaction(async (trx, queue) => {
    const event = await findEventById(trx, id);
    if (!event) throw new HttpError(404, eventMessages.notFound);
    if (event.state !== 'published') throw new HttpError(409, eventDeskMessages.notTakingAttendees);
    const member = await trx.selectFrom('members').select(['id', 'firstname', 'email']).where('email', '=', email).executeTakeFirst();
    const existing = member ? await findBooking(trx, id, member.id) : await findGuestBooking(trx, id, email);
    if (existing?.state === 'booked') throw new HttpError(409, eventDeskMessages.alreadyBooked);
    if (existing?.state === 'waiting') throw new HttpError(409, eventDeskMessages.alreadyWaiting);
    const booked = await takePlace(trx, id);
    if (!booked && !walkIn.waitingList) throw new HttpError(409, eventDeskMessages.full);
    const number = booked ? null : await nextWaitingNumber(trx, id);
    const stamp = at.toISOString();
    const change: Partial<BookingRow> = { state: booked ? 'booked' : 'waiting', waiting_position: number, booked_at: stamp, updated_at: stamp };
    const guest = member ? null : { guest_firstname: walkIn.firstname, guest_lastname: walkIn.lastname, guest_email: email };
    const rowId = existing?.id ?? randomUUID();
    if (existing) await updateBooking(trx, rowId, { ...change, ...guest, cancelled_at: null, checked_in_at: null, reminded_at: null });
    else
      await insertBooking(trx, {
        id: rowId,
        event_id: id,
        member_id: member?.id ?? randomUUID(),
        state: booked ? 'booked' : 'waiting',
        waiting_position: number,
        booked_at: stamp,
        updated_at: stamp,
        cancelled_at: null,
        checked_in_at: null,
        reminded_at: null,
        guest_firstname: guest?.guest_firstname ?? null,
        guest_lastname: guest?.guest_lastname ?? null,
        guest_email: guest?.guest_email ?? null,
      });
    const person = member ?? { id: rowId, firstname: walkIn.firstname, email };
    if (booked) await queueEventMail(deps, queue, 'event-booked', event, person);
    else await queueEventMail(deps, queue, 'event-waiting', event, person, { position: await placeInLine(trx, id, number ?? 0) });
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'event.walk-in', targetType: 'booking', targetId: rowId, data: { to: booked ? 'booked' : 'waiting' } },
      at,
    );
    return rowId;
  });
  const row = (await bookingsWithMembers(deps.db, id)).find((booking) => booking.id === bookingId);
  if (!row) throw new HttpError(404, eventMessages.notBooked);
  return { attendee: toAttendee(row), message: row.state === 'booked' ? eventDeskMessages.walkInBooked : eventDeskMessages.walkInWaiting };
}

/** Staff's message to everyone with a place, or everyone waiting: one e-mail each through the queue, audited with the count. */
export async function messageAttendees(deps: EventsDeps, actor: Actor, id: string, message: AttendeeMessage): Promise<{ sent: number; message: string }> {
  const at = deps.now();
  const sent = await deps.mailQueue.transaction(async (trx, queue) => {
    const event = await findEventById(trx, id);
    if (!event) throw new HttpError(404, eventMessages.notFound);
    const state = message.to === 'attendees' ? 'booked' : 'waiting';
    const people = (await bookingsWithMembers(trx, id)).filter((row) => row.state === state && row.email);
    if (!people.length) throw new HttpError(409, eventDeskMessages.nobodyToWrite);
    for (const person of people) {
      const letter = letterFor(event, person, state === 'booked');
      await queue('event-message', { to: person.email, ...deps.emails.eventMessage({ ...letter, subject: message.subject, message: message.message }) });
    }
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'event.message', targetType: 'event', targetId: id, data: { to: message.to, mails: people.length } },
      at,
    );
    return people.length;
  });
  return { sent, message: sentWords(sent) };
}
