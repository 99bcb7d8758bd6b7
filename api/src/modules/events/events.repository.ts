import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { BookingRow, EventBookingTable, EventRow, EventTable } from './events.tables';

type Db = Kysely<Database>;

export const findEventBySlug = (db: Db, slug: string): Promise<EventRow | undefined> =>
  db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();

export const findEventById = (db: Db, id: string): Promise<EventRow | undefined> => db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();

/** What visitors see listed: published or cancelled, not yet over, soonest first. */
export const listVisibleEvents = (db: Db, now: Date): Promise<EventRow[]> =>
  db
    .selectFrom('events')
    .selectAll()
    .where('state', 'in', ['published', 'cancelled'])
    .where('ends_at', '>=', now.toISOString())
    .orderBy('starts_at')
    .orderBy('id')
    .execute();

/** Every published event's address, for the sitemap. */
export const listPublishedSlugs = (db: Db): Promise<Array<{ slug: string; updated_at: string }>> =>
  db.selectFrom('events').select(['slug', 'updated_at']).where('state', '=', 'published').orderBy('starts_at').execute();

export async function listEventsForStaff(db: Db, { state, limit, offset }: { state?: string; limit: number; offset: number }) {
  let query = db.selectFrom('events');
  if (state) query = query.where('state', '=', state as EventRow['state']);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('starts_at', 'desc').orderBy('created_at', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const slugTaken = async (db: Db, slug: string, exceptId?: string) =>
  Boolean(
    await db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', slug)
      .$if(Boolean(exceptId), (q) => q.where('id', '!=', exceptId!))
      .executeTakeFirst(),
  );

export const insertEvent = (db: Db, row: EventTable) => db.insertInto('events').values(row).execute();

export const updateEvent = (db: Db, id: string, change: Partial<EventTable>) => db.updateTable('events').set(change).where('id', '=', id).execute();

/**
 * Takes one of the event's places if one is left: a single conditional update, so of two members asking
 * for the last place at once exactly one is given it (PostgreSQL re-checks the condition on the row the
 * first one changed; SQLite runs one writer at a time). True when the place was taken.
 */
export async function takePlace(db: Db, eventId: string): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set({ booked_count: sql`booked_count + 1` })
    .where('id', '=', eventId)
    .where('state', '=', 'published')
    .where(sql<boolean>`booked_count < capacity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const givePlaceBack = (db: Db, eventId: string) =>
  db
    .updateTable('events')
    .set({ booked_count: sql`booked_count - 1` })
    .where('id', '=', eventId)
    .where('booked_count', '>', 0)
    .execute();

/** The next number in the event's waiting list (the update holds the row until the transaction ends). */
export async function nextWaitingNumber(db: Db, eventId: string): Promise<number> {
  await db
    .updateTable('events')
    .set({ waiting_seq: sql`waiting_seq + 1` })
    .where('id', '=', eventId)
    .execute();
  const row = await db.selectFrom('events').select('waiting_seq').where('id', '=', eventId).executeTakeFirstOrThrow();
  return Number(row.waiting_seq);
}

export const findBooking = (db: Db, eventId: string, memberId: string): Promise<BookingRow | undefined> =>
  db.selectFrom('event_bookings').selectAll().where('event_id', '=', eventId).where('member_id', '=', memberId).executeTakeFirst();

export const insertBooking = (db: Db, row: EventBookingTable) => db.insertInto('event_bookings').values(row).execute();

export const updateBooking = (db: Db, id: string, change: Partial<EventBookingTable>) =>
  db.updateTable('event_bookings').set(change).where('id', '=', id).execute();

/** The first in the waiting list, or nothing. */
export const firstWaiting = (db: Db, eventId: string): Promise<BookingRow | undefined> =>
  db
    .selectFrom('event_bookings')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('state', '=', 'waiting')
    .orderBy('waiting_position')
    .limit(1)
    .executeTakeFirst();

/** How many wait before a waiting position (their place in line, counting from 1). */
export async function placeInLine(db: Db, eventId: string, position: number): Promise<number> {
  const row = await db
    .selectFrom('event_bookings')
    .select(sql<number>`count(*)`.as('n'))
    .where('event_id', '=', eventId)
    .where('state', '=', 'waiting')
    .where('waiting_position', '<=', position)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The event's bookings of every state with the member's name and e-mail, in the order they came. */
export const bookingsWithMembers = (db: Db, eventId: string) =>
  db
    .selectFrom('event_bookings as b')
    .leftJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.id', 'b.member_id', 'b.state', 'b.waiting_position', 'b.booked_at', 'b.checked_in_at', 'b.reminded_at', 'b.guest_email'])
    .select((eb) => [
      // A walk-in's own name and e-mail; a member's from their account.
      eb.fn.coalesce('m.firstname', 'b.guest_firstname', sql.lit('')).as('firstname'),
      eb.fn.coalesce('m.lastname', 'b.guest_lastname', sql.lit('')).as('lastname'),
      eb.fn.coalesce('m.email', 'b.guest_email', sql.lit('')).as('email'),
    ])
    .where('b.event_id', '=', eventId)
    .orderBy('b.booked_at')
    .orderBy('b.id')
    .execute();

/** Who holds a booking, to write to: the member, or the walk-in staff booked; nothing for an erased member. */
export async function personOfBooking(db: Db, booking: Pick<BookingRow, 'member_id' | 'guest_firstname' | 'guest_email'>) {
  if (booking.guest_email) return { id: booking.member_id, firstname: booking.guest_firstname ?? '', email: booking.guest_email };
  return db.selectFrom('members').select(['id', 'firstname', 'email']).where('id', '=', booking.member_id).executeTakeFirst();
}

/** A walk-in's booking at an event by their e-mail (any state). */
export const findGuestBooking = (db: Db, eventId: string, email: string): Promise<BookingRow | undefined> =>
  db.selectFrom('event_bookings').selectAll().where('event_id', '=', eventId).where('guest_email', '=', email).executeTakeFirst();

/** Only a draft goes: true when one was deleted. */
export async function deleteDraft(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).where('state', '=', 'draft').executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Per-event figures: places booked, waiting, checked in and given back. */
export async function bookingFigures(db: Db, eventIds: string[]) {
  if (!eventIds.length) return new Map<string, { booked: number; waiting: number; checkedIn: number; cancelled: number }>();
  const rows = await db
    .selectFrom('event_bookings')
    .select(['event_id', 'state', sql<number>`count(*)`.as('n'), sql<number>`count(checked_in_at)`.as('present')])
    .where('event_id', 'in', eventIds)
    .groupBy(['event_id', 'state'])
    .execute();
  const figures = new Map<string, { booked: number; waiting: number; checkedIn: number; cancelled: number }>();
  for (const row of rows) {
    const entry = figures.get(row.event_id) ?? { booked: 0, waiting: 0, checkedIn: 0, cancelled: 0 };
    if (row.state === 'booked') {
      entry.booked += Number(row.n);
      entry.checkedIn += Number(row.present);
    } else if (row.state === 'waiting') entry.waiting += Number(row.n);
    else entry.cancelled += Number(row.n);
    figures.set(row.event_id, entry);
  }
  return figures;
}

/** A member's bookings with their events, latest event first. */
export const bookingsOfMember = (db: Db, memberId: string) =>
  db
    .selectFrom('event_bookings as b')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .select([
      'b.id',
      'b.state',
      'b.waiting_position',
      'b.booked_at',
      'b.cancelled_at',
      'b.checked_in_at',
      'e.id as event_id',
      'e.slug',
      'e.title',
      'e.starts_at',
      'e.ends_at',
      'e.state as event_state',
      'e.online',
      'e.area',
      'e.place',
      'e.online_url',
    ])
    .where('b.member_id', '=', memberId)
    .orderBy('e.starts_at', 'desc')
    .execute();

/** Booked places of published events starting between `from` and `to` whose reminder has not gone. */
export const dueReminders = (db: Db, from: Date, to: Date) =>
  db
    .selectFrom('event_bookings as b')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .select(['b.id', 'b.event_id', 'b.member_id', 'b.guest_firstname', 'b.guest_email'])
    .where('b.state', '=', 'booked')
    .where('b.reminded_at', 'is', null)
    .where('e.state', '=', 'published')
    .where('e.starts_at', '>', from.toISOString())
    .where('e.starts_at', '<=', to.toISOString())
    .limit(500)
    .execute();

/** Marks a reminder as sent unless another instance did first: true when this one may send it. */
export async function claimReminder(db: Db, bookingId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('event_bookings')
    .set({ reminded_at: at.toISOString() })
    .where('id', '=', bookingId)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A member's bookings go with their account (erasure): the places they held are given back to the counts. */
export async function deleteBookingsOfMember(db: Db, memberId: string): Promise<number> {
  const held = await db.selectFrom('event_bookings').select('event_id').where('member_id', '=', memberId).where('state', '=', 'booked').execute();
  for (const { event_id } of held) await givePlaceBack(db, event_id);
  const result = await db.deleteFrom('event_bookings').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
