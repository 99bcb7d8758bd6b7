import { eventMessages, type Attendee } from '@tenants/shared/model';
import { toCsv } from '../../export/csv';
import { HttpError } from '../../http-errors';
import { audited, csvName, recordAudit, type Actor } from '../staff';
import { bookingsWithMembers } from './events.repository';
import type { EventsDeps } from './events.service';
import { staffEventOf } from './events.staff';

/** An event's attendees for staff: the list, its CSV and checking people in on the day. */

export const toAttendee = (row: Awaited<ReturnType<typeof bookingsWithMembers>>[number]): Attendee => ({
  bookingId: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  state: row.state,
  waitingPosition: row.waiting_position,
  bookedAt: row.booked_at,
  checkedInAt: row.checked_in_at,
  walkIn: row.guest_email !== null,
});

/** The people booked or waiting (and who gave their place back), read by staff: personal data, so audited. */
export async function attendees(deps: EventsDeps, actor: Actor, id: string): Promise<Attendee[]> {
  const event = await staffEventOf(deps.db, id);
  const rows = await bookingsWithMembers(deps.db, id);
  await recordAudit(deps, actor, { action: 'event.attendees', targetType: 'event', targetId: event.id, data: { rows: rows.length } });
  return rows.map(toAttendee);
}

/** The attendee list as CSV (audited, like every export). */
export async function attendeesCsv(deps: EventsDeps, actor: Actor, id: string): Promise<{ file: string; csv: string }> {
  const event = await staffEventOf(deps.db, id);
  const rows = (await bookingsWithMembers(deps.db, id)).filter((row) => row.state !== 'cancelled');
  await recordAudit(deps, actor, { action: 'event.export', targetType: 'event', targetId: event.id, data: { rows: rows.length } });
  const csv = toCsv(
    ['First name', 'Last name', 'Email', 'Place', 'Waiting position', 'Booked at', 'Checked in at'],
    rows.map((row) => [row.firstname, row.lastname, row.email, row.state, row.waiting_position, row.booked_at, row.checked_in_at]),
  );
  return { file: csvName(`event-${event.slug}`, deps.now()), csv };
}

/** Marks one attendee present (or not) on the day. */
export async function checkIn(deps: EventsDeps, actor: Actor, id: string, bookingId: string, present: boolean): Promise<Attendee> {
  await audited(deps, actor, async (trx) => {
    const booking = await trx.selectFrom('event_bookings').selectAll().where('id', '=', bookingId).where('event_id', '=', id).executeTakeFirst();
    if (!booking || booking.state !== 'booked') throw new HttpError(404, eventMessages.notBooked);
    await trx
      .updateTable('event_bookings')
      .set({ checked_in_at: present ? deps.now().toISOString() : null, updated_at: deps.now().toISOString() })
      .where('id', '=', bookingId)
      .execute();
    return {
      result: undefined,
      audit: [{ action: 'event.check-in', targetType: 'booking', targetId: bookingId, data: { to: present ? 'present' : 'absent' } }],
    };
  });
  const row = (await bookingsWithMembers(deps.db, id)).find((booking) => booking.id === bookingId);
  if (!row) throw new HttpError(404, eventMessages.notBooked);
  return toAttendee(row);
}
