import {
  accountDataPath,
  accountDeletePath,
  attendeesResponseSchema,
  bookingResponseSchema,
  eventBookingPath,
  eventListResponseSchema,
  eventMessages,
  eventPath,
  eventResponseSchema,
  eventsPath,
  myBookingsResponseSchema,
  myEventBookingsPath,
  staffEventAttendeesCsvPath,
  staffEventAttendeesPath,
  staffEventCancelPath,
  staffEventCheckInPath,
  staffEventPath,
  staffEventPublishPath,
  staffEventResponseSchema,
  staffEventsPath,
  type EventInput,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const day = 24 * 60 * 60 * 1000;
const inDays = (n: number, hours = 0) => new Date(clock.now().getTime() + n * day + hours * 60 * 60 * 1000).toISOString();

const whole = (overrides: Partial<EventInput> = {}): Partial<EventInput> => ({
  title: 'Rent reviews: what to ask',
  summary: 'An evening on rent reviews, with time for questions.',
  descriptionHtml: '<p>Bring your lease.</p><script>alert(1)</script>',
  startsAt: inDays(10),
  endsAt: inDays(10, 2),
  online: false,
  place: '1 High Street, Leeds LS1 1AA',
  area: 'Leeds',
  capacity: 2,
  audience: 'members',
  ...overrides,
});

interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The mail kept for an address whose subject starts so, waiting the moment the queue takes to deliver it. */
async function mailFor(suite: DatabaseSuite, address: string, subject: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('created_at').execute();
    const found = mails.find((mail) => mail.subject.startsWith(subject));
    if (found) return { ...found, files: (found.attachments ? JSON.parse(found.attachments) : []) as Attachment[] };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}

/** An .ics file's properties, lines unfolded (RFC 5545 §3.1), as a calendar reads them. */
function icsFields(text: string): Record<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return Object.fromEntries(
    unfolded
      .split('\r\n')
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).split(';')[0], line.slice(colon + 1)];
      }),
  );
}

describeEachDatabase(
  'member events',
  (suite) => {
    let editor: Person;
    let contributor: Person;
    let ada: Person;
    let ben: Person;
    let cat: Person;
    beforeAll(async () => {
      [editor, contributor, ada, ben, cat] = await Promise.all([
        person(suite, 'staff'),
        person(suite, 'contributor'),
        person(suite, 'member', { firstname: 'Ada' }),
        person(suite, 'member', { firstname: 'Ben' }),
        person(suite, 'member', { firstname: 'Cat' }),
      ]);
    });

    const create = async (input: Partial<EventInput>, by: Person = editor) => {
      const res = await call(suite, 'POST', staffEventsPath, by.token, input);
      expect(res.statusCode).toBe(201);
      return staffEventResponseSchema.parse(res.json()).payload;
    };
    const published = async (input: Partial<EventInput> = {}) => {
      const draft = await create(whole(input));
      const res = await call(suite, 'POST', staffEventPublishPath(draft.id), editor.token);
      expect(res.statusCode).toBe(200);
      return staffEventResponseSchema.parse(res.json()).payload;
    };
    const book = (slug: string, who: Person) => call(suite, 'POST', eventBookingPath(slug), who.token);

    it('lets a contributor draft an event but not publish it; staff publish a whole one', async () => {
      const draft = await create({ title: 'Service charges clinic', capacity: 10 }, contributor);
      expect(draft).toMatchObject({ state: 'draft', slug: 'service-charges-clinic' });
      expectError(await call(suite, 'POST', staffEventPublishPath(draft.id), contributor.token), 403, eventMessages.contributorDraftsOnly);
      // Incomplete: every missing part beside its field, the first as the message.
      const refused = await call(suite, 'POST', staffEventPublishPath(draft.id), editor.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: eventMessages.descriptionRequired });
      expect((refused.json() as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['descriptionHtml', 'startsAt', 'endsAt', 'place']);
      // Not on the site while a draft.
      expect((await call(suite, 'GET', eventPath(draft.slug))).statusCode).toBe(404);
      const saved = await call(suite, 'PUT', staffEventPath(draft.id), contributor.token, whole({ title: 'Service charges clinic', capacity: 10 }));
      expect(saved.statusCode).toBe(200);
      expect(staffEventResponseSchema.parse(saved.json()).payload.descriptionHtml).toBe('<p>Bring your lease.</p>');
      expect((await call(suite, 'POST', staffEventPublishPath(draft.id), editor.token)).statusCode).toBe(200);
      expectError(
        await call(suite, 'PUT', staffEventPath(draft.id), contributor.token, whole({ title: 'Changed', capacity: 10 })),
        403,
        eventMessages.contributorDraftsOnly,
      );
      const actions = (await auditRows(suite, `event:${draft.id}`)).map((row) => row.action);
      expect(actions).toEqual(['event.create', 'event.update', 'event.publish']);
    });

    it('lists a published event for everyone; the address only for those booked', async () => {
      const event = await published({ title: 'Dilapidations evening' });
      const list = eventListResponseSchema.parse((await call(suite, 'GET', eventsPath)).json()).payload.events;
      expect(list.find((e) => e.slug === event.slug)).toMatchObject({ where: 'Leeds', place: null, placesLeft: 2, myBooking: null });
      const before = eventResponseSchema.parse((await call(suite, 'GET', eventPath(event.slug), ada.token)).json()).payload;
      expect(before.place).toBeNull();
      expect((await book(event.slug, ada)).statusCode).toBe(200);
      const after = eventResponseSchema.parse((await call(suite, 'GET', eventPath(event.slug), ada.token)).json()).payload;
      expect(after).toMatchObject({ place: '1 High Street, Leeds LS1 1AA', placesLeft: 1, myBooking: { state: 'booked', waitingPosition: null } });
      expect(eventResponseSchema.parse((await call(suite, 'GET', eventPath(event.slug))).json()).payload.place).toBeNull();
    });

    it('asks a visitor to sign in to book', async () => {
      const event = await published({ title: 'Lease renewals Q&A' });
      expectError(await call(suite, 'POST', eventBookingPath(event.slug)), 401, eventMessages.signInToBook);
    });

    it('books in one step and mails a calendar invitation whose fields a calendar reads', async () => {
      const event = await published({
        title: 'Business rates, explained; with examples',
        startsAt: '2031-03-04T18:00:00.000Z',
        endsAt: '2031-03-04T20:00:00.000Z',
      });
      const res = await book(event.slug, ben);
      expect(res.statusCode).toBe(200);
      expect(bookingResponseSchema.parse(res.json())).toMatchObject({ message: eventMessages.booked, payload: { state: 'booked' } });
      expectError(await book(event.slug, ben), 409, eventMessages.alreadyBooked);
      const mail = await mailFor(suite, ben.email, 'Your place is booked');
      expect(mail.text_body).toContain('Tuesday, 4 March 2031, 18:00 to 20:00 GMT');
      expect(mail.files).toHaveLength(1);
      expect(mail.files[0]).toMatchObject({ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
      const ics = mail.files[0].content;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const fields = icsFields(ics);
      expect(fields).toMatchObject({
        VERSION: '2.0',
        METHOD: 'REQUEST',
        DTSTART: '20310304T180000Z',
        DTEND: '20310304T200000Z',
        SUMMARY: 'Business rates\\, explained\\; with examples',
        LOCATION: '1 High Street\\, Leeds LS1 1AA',
        STATUS: 'CONFIRMED',
      });
      expect(fields.UID).toMatch(new RegExp(`^event-${event.id}-${ben.id}@`));
      expect(fields.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    });

    it('puts a member on the waiting list when full; a cancelled place goes to the first in line, who is mailed', async () => {
      const event = await published({ title: 'Arrears workshop', capacity: 1 });
      expect((await book(event.slug, ada)).statusCode).toBe(200);
      const waiting = bookingResponseSchema.parse((await book(event.slug, ben)).json());
      expect(waiting).toMatchObject({ message: eventMessages.waiting, payload: { state: 'waiting', waitingPosition: 1 } });
      expect(bookingResponseSchema.parse((await book(event.slug, cat)).json()).payload).toEqual({ state: 'waiting', waitingPosition: 2 });
      expectError(await book(event.slug, ben), 409, eventMessages.alreadyWaiting);
      await mailFor(suite, ben.email, 'You are on the waiting list: Arrears workshop');

      const cancelled = await call(suite, 'DELETE', eventBookingPath(event.slug), ada.token);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ message: eventMessages.cancelled });
      const gone = await mailFor(suite, ada.email, 'Your place is cancelled: Arrears workshop');
      expect(icsFields(gone.files[0].content)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED' });
      const offered = await mailFor(suite, ben.email, 'A place has come free for you: Arrears workshop');
      expect(icsFields(offered.files[0].content).METHOD).toBe('REQUEST');
      const now = eventResponseSchema.parse((await call(suite, 'GET', eventPath(event.slug), cat.token)).json()).payload;
      expect(now).toMatchObject({ placesLeft: 0, waiting: 1, myBooking: { state: 'waiting', waitingPosition: 1 } });
      const bens = myBookingsResponseSchema.parse((await call(suite, 'GET', myEventBookingsPath, ben.token)).json()).payload.bookings;
      expect(bens.find((b) => b.slug === event.slug)).toMatchObject({ state: 'booked', where: '1 High Street, Leeds LS1 1AA' });
      expectError(await call(suite, 'DELETE', eventBookingPath(event.slug), ada.token), 404, eventMessages.notBooked);
    });

    it('gives the last place to exactly one of two members asking at once', async () => {
      const event = await published({ title: 'Last seat race', capacity: 1 });
      const [first, second] = await Promise.all([book(event.slug, ada), book(event.slug, cat)]);
      const states = [first, second].map((res) => bookingResponseSchema.parse(res.json()).payload.state).sort();
      expect(states).toEqual(['booked', 'waiting']);
      const row = await suite.database.db.selectFrom('events').select('booked_count').where('id', '=', event.id).executeTakeFirstOrThrow();
      expect(Number(row.booked_count)).toBe(1);
      const booked = await suite.database.db.selectFrom('event_bookings').select('id').where('event_id', '=', event.id).where('state', '=', 'booked').execute();
      expect(booked).toHaveLength(1);
    });

    it('shows staff the attendees, exports them, checks them in, and audits each', async () => {
      const event = await published({ title: 'Check-in evening', capacity: 5 });
      await book(event.slug, ada);
      await book(event.slug, ben);
      const list = attendeesResponseSchema.parse((await call(suite, 'GET', staffEventAttendeesPath(event.id), editor.token)).json()).payload.attendees;
      expect(list.map((a) => a.firstname)).toEqual(['Ada', 'Ben']);
      expect((await call(suite, 'GET', staffEventAttendeesPath(event.id), contributor.token)).statusCode).toBe(403);
      const present = await call(suite, 'POST', staffEventCheckInPath(event.id, list[0].bookingId), editor.token, { present: true });
      expect(present.statusCode).toBe(200);
      expect(present.json().payload.checkedInAt).not.toBeNull();
      const figures = staffEventResponseSchema.parse((await call(suite, 'GET', staffEventPath(event.id), editor.token)).json()).payload;
      expect(figures).toMatchObject({ booked: 2, waiting: 0, checkedIn: 1 });
      const csv = await call(suite, 'GET', staffEventAttendeesCsvPath(event.id), editor.token);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain(ada.email);
      const actions = (await auditRows(suite))
        .filter((row) => row.target === `event:${event.id}` || row.target === `booking:${list[0].bookingId}`)
        .map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['event.attendees', 'event.check-in', 'event.export']));
    });

    it('cancels an event: every attendee and everyone waiting is mailed the reason', async () => {
      const event = await published({ title: 'Cancelled soiree', capacity: 1 });
      await book(event.slug, ada);
      await book(event.slug, cat);
      expectError(await call(suite, 'POST', staffEventCancelPath(event.id), editor.token, { reason: '' }), 400, eventMessages.cancelReasonRequired);
      const res = await call(suite, 'POST', staffEventCancelPath(event.id), editor.token, { reason: 'The speaker is unwell.' });
      expect(res.statusCode).toBe(200);
      for (const who of [ada, cat]) {
        const mail = await mailFor(suite, who.email, 'Cancelled: Cancelled soiree');
        expect(mail.text_body).toContain('The speaker is unwell.');
        expect(icsFields(mail.files[0].content).METHOD).toBe('CANCEL');
      }
      expect(eventResponseSchema.parse((await call(suite, 'GET', eventPath(event.slug))).json()).payload).toMatchObject({
        state: 'cancelled',
        cancelReason: 'The speaker is unwell.',
      });
      expectError(await book(event.slug, ben), 409, eventMessages.eventCancelled);
      const audit = (await auditRows(suite, `event:${event.id}`)).find((row) => row.action === 'event.cancel');
      expect(audit).toBeDefined();
    });

    it("includes bookings in a member's data, and erasing the member frees their place", async () => {
      const dora = await person(suite, 'member', { firstname: 'Dora' });
      const event = await published({ title: 'Data evening', capacity: 3 });
      await book(event.slug, dora);
      const data = await call(suite, 'GET', accountDataPath, dora.token);
      expect(data.statusCode).toBe(200);
      expect(JSON.parse(data.body).eventBookings).toEqual([expect.objectContaining({ slug: event.slug, state: 'booked' })]);
      expect((await call(suite, 'POST', accountDeletePath, dora.token, { password: dora.password })).statusCode).toBe(200);
      expect(await suite.database.db.selectFrom('event_bookings').select('id').where('member_id', '=', dora.id).execute()).toHaveLength(0);
      const after = eventResponseSchema.parse((await call(suite, 'GET', eventPath(event.slug))).json()).payload;
      expect(after.placesLeft).toBe(3);
    });

    it('sends the day-before reminder once, with the invitation', async () => {
      const event = await published({ title: 'Tomorrow talk', startsAt: inDays(0, 20), endsAt: inDays(0, 22) });
      const later = await published({ title: 'Next week talk' });
      // Booked on the day: no "tomorrow" mail.
      const soon = await published({ title: 'This afternoon talk', startsAt: inDays(0, 3), endsAt: inDays(0, 4) });
      await book(event.slug, cat);
      await book(later.slug, cat);
      await book(soon.slug, cat);
      expect(await suite.app.events.sendReminders()).toBeGreaterThanOrEqual(1);
      expect(await suite.app.events.sendReminders()).toBe(0);
      const mail = await mailFor(suite, cat.email, 'Tomorrow: Tomorrow talk');
      expect(icsFields(mail.files[0].content).SUMMARY).toBe('Tomorrow talk');
      const outbox = await suite.database.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', cat.email).execute();
      expect(outbox.filter((m) => m.subject === 'Tomorrow: Next week talk' || m.subject === 'Tomorrow: This afternoon talk')).toHaveLength(0);
    });
  },
  { options: { now: clock.now } },
);
