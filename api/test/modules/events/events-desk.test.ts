import {
  attendeeMessageResponseSchema,
  attendeesResponseSchema,
  eventBookingPath,
  eventCalendarPath,
  eventDeskMessages,
  eventMessages,
  eventPath,
  staffEventAttendeesPath,
  staffEventCancelPath,
  staffEventDuplicatePath,
  staffEventMessagePath,
  staffEventPath,
  staffEventResponseSchema,
  staffEventsPath,
  staffEventWalkInPath,
  walkInResponseSchema,
  type EventInput,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const whole = (overrides: Partial<EventInput> = {}): Partial<EventInput> => ({
  title: 'Dilapidations, explained',
  summary: 'What a landlord may claim; and what not.',
  descriptionHtml: '<p>Bring your schedule.</p>',
  startsAt: '2031-03-04T18:00:00.000Z',
  endsAt: '2031-03-04T20:00:00.000Z',
  online: false,
  place: '2 Park Row, Leeds LS1 5HD',
  area: 'Leeds; West Yorkshire',
  capacity: 1,
  audience: 'members',
  ...overrides,
});

async function outbox(suite: DatabaseSuite, address: string, subject: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();
    const found = mails.filter((mail) => mail.subject === subject);
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

/** Issue 53: the events desk deletes drafts, duplicates, books walk-ins, writes to attendees; the page offers a calendar file. */
describeEachDatabase(
  'the events desk',
  (suite) => {
    let editor: Person;
    let contributor: Person;
    let ada: Person;
    beforeAll(async () => {
      clock.offsetMs = 0;
      [editor, contributor, ada] = await Promise.all([person(suite, 'staff'), person(suite, 'contributor'), person(suite, 'member', { firstname: 'Ada' })]);
    });
    const create = async (input: Partial<EventInput> & { publish?: boolean }) => {
      const res = await call(suite, 'POST', staffEventsPath, editor.token, input);
      expect(res.statusCode).toBe(201);
      return staffEventResponseSchema.parse(res.json()).payload;
    };

    it('deletes a draft (staff, audited) and refuses a published event, which is cancelled instead', async () => {
      const draft = await create({ title: 'To be deleted', capacity: 5 });
      expect((await call(suite, 'DELETE', staffEventPath(draft.id), contributor.token)).statusCode).toBe(403);
      const deleted = await call(suite, 'DELETE', staffEventPath(draft.id), editor.token);
      expect(deleted.json()).toEqual({ success: true, message: 'The draft event is deleted.' });
      expectError(await call(suite, 'GET', staffEventPath(draft.id), editor.token), 404, eventMessages.notFound);
      expect((await auditRows(suite, `event:${draft.id}`)).map((row) => row.action)).toEqual(['event.create', 'event.delete']);

      const live = await create({ ...whole({ title: 'Stays live' }), publish: true });
      expectError(
        await call(suite, 'DELETE', staffEventPath(live.id), editor.token),
        409,
        'Only a draft can be deleted. A published event is cancelled instead, so everyone booked is told.',
      );
      expect((await call(suite, 'GET', eventPath(live.slug))).statusCode).toBe(200);
    });

    it('duplicates an event as a "Copy of" draft with the same details and no one booked', async () => {
      const original = await create({ ...whole({ title: 'Lease renewals', capacity: 3 }), publish: true });
      expect((await call(suite, 'POST', eventBookingPath(original.slug), ada.token)).statusCode).toBe(200);
      const res = await call(suite, 'POST', staffEventDuplicatePath(original.id), contributor.token);
      expect(res.statusCode).toBe(201);
      const copy = staffEventResponseSchema.parse(res.json()).payload;
      expect(copy).toMatchObject({
        title: 'Copy of Lease renewals',
        slug: 'copy-of-lease-renewals',
        state: 'draft',
        booked: 0,
        waiting: 0,
        summary: original.summary,
        descriptionHtml: original.descriptionHtml,
        startsAt: original.startsAt,
        place: original.place,
        capacity: 3,
      });
      expect(copy.id).not.toBe(original.id);
      expect((await auditRows(suite, `event:${copy.id}`)).map((row) => row.action)).toEqual(['event.create', 'event.duplicate']);
      expectError(await call(suite, 'POST', staffEventDuplicatePath('no-such-event'), editor.token), 404, eventMessages.notFound);
    });

    it('serves the event as a valid iCalendar file, escaped, in UTC, with the public place only', async () => {
      const event = await create({ ...whole({ title: 'Rent, reviews; and you' }), publish: true });
      const res = await call(suite, 'GET', eventCalendarPath(event.slug));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const text = res.body;
      expect(text.endsWith('\r\n')).toBe(true);
      const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'BEGIN:VCALENDAR',
          'METHOD:PUBLISH',
          'DTSTART:20310304T180000Z',
          'DTEND:20310304T200000Z',
          'SUMMARY:Rent\\, reviews\\; and you',
          'LOCATION:Leeds\\; West Yorkshire',
          'STATUS:CONFIRMED',
          'END:VCALENDAR',
        ]),
      );
      expect(lines.find((line) => line.startsWith('UID:'))).toMatch(/^UID:event-[0-9a-f-]{36}@/);
      expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(text).not.toContain('Park Row');
      const draft = await create({ title: 'Not yet', capacity: 5 });
      expectError(await call(suite, 'GET', eventCalendarPath(draft.slug)), 404, eventMessages.notFound);
    });

    it('books a walk-in when a place is left; full, it says so and offers the waiting list', async () => {
      const event = await create({ ...whole({ title: 'Walk-ins welcome' }), publish: true });
      const walkIn = { firstname: 'Wendy', lastname: 'Walker', email: 'Wendy.Walker@example.com' };
      expect((await call(suite, 'POST', staffEventWalkInPath(event.id), contributor.token, walkIn)).statusCode).toBe(403);
      const refused = await call(suite, 'POST', staffEventWalkInPath(event.id), editor.token, { firstname: '', email: 'nope' });
      expect(refused.statusCode).toBe(400);
      const booked = await call(suite, 'POST', staffEventWalkInPath(event.id), editor.token, walkIn);
      expect(booked.statusCode).toBe(201);
      expect(walkInResponseSchema.parse(booked.json())).toMatchObject({
        message: 'They have a place at the event.',
        payload: { firstname: 'Wendy', lastname: 'Walker', email: 'wendy.walker@example.com', state: 'booked', walkIn: true },
      });
      expectError(await call(suite, 'POST', staffEventWalkInPath(event.id), editor.token, walkIn), 409, 'They already have a place at this event.');
      const full = { firstname: 'Walt', email: 'walt@example.com' };
      expectError(
        await call(suite, 'POST', staffEventWalkInPath(event.id), editor.token, full),
        409,
        'The event is full. You can add them to the waiting list instead.',
      );
      const waiting = await call(suite, 'POST', staffEventWalkInPath(event.id), editor.token, { ...full, waitingList: true });
      expect(waiting.json()).toMatchObject({ message: 'They are on the waiting list.', payload: { state: 'waiting', walkIn: true } });
      expect((await outbox(suite, 'wendy.walker@example.com', 'Your place is booked: Walk-ins welcome')).length).toBe(1);
      const list = attendeesResponseSchema.parse((await call(suite, 'GET', staffEventAttendeesPath(event.id), editor.token)).json()).payload.attendees;
      expect(list.map((one) => [one.firstname, one.state])).toEqual([
        ['Wendy', 'booked'],
        ['Walt', 'waiting'],
      ]);
      expect((await auditRows(suite)).filter((row) => row.action === 'event.walk-in')).toHaveLength(2);
    });

    it('writes to everyone booked or to the waiting list, one mail each, audited with the count', async () => {
      const event = await create({ ...whole({ title: 'Service charges', capacity: 1 }), publish: true });
      expect((await call(suite, 'POST', eventBookingPath(event.slug), ada.token)).statusCode).toBe(200);
      await call(suite, 'POST', staffEventWalkInPath(event.id), editor.token, { firstname: 'Wyn', email: 'wyn@example.com', waitingList: true });
      expect((await call(suite, 'POST', staffEventMessagePath(event.id), editor.token, { to: 'attendees', subject: '', message: 'x' })).json()).toMatchObject({
        success: false,
        message: 'Please give the message a subject.',
      });
      const sent = await call(suite, 'POST', staffEventMessagePath(event.id), editor.token, {
        to: 'attendees',
        subject: 'Room change',
        message: 'We meet in room 4.\n\nSee you there.',
      });
      expect(attendeeMessageResponseSchema.parse(sent.json())).toEqual({
        success: true,
        message: 'Your message is on its way to 1 person.',
        payload: { sent: 1 },
      });
      const [mail] = await outbox(suite, ada.email, 'Room change');
      expect(mail?.text_body).toContain('Dear Ada,\n\nWe meet in room 4.\n\nSee you there.');
      expect(await outbox(suite, 'wyn@example.com', 'Room change')).toEqual([]);
      const toWaiting = await call(suite, 'POST', staffEventMessagePath(event.id), editor.token, {
        to: 'waiting',
        subject: 'Still hoping',
        message: 'A place may come.',
      });
      expect(toWaiting.json()).toMatchObject({ message: 'Your message is on its way to 1 person.' });
      expect((await outbox(suite, 'wyn@example.com', 'Still hoping')).length).toBe(1);
      const audit = (await auditRows(suite, `event:${event.id}`)).filter((row) => row.action === 'event.message');
      expect(audit).toHaveLength(2);

      await call(suite, 'POST', staffEventCancelPath(event.id), editor.token, { reason: 'Snow.' });
      const empty = await create({ ...whole({ title: 'Nobody yet', capacity: 5 }), publish: true });
      expectError(
        await call(suite, 'POST', staffEventMessagePath(empty.id), editor.token, { to: 'waiting', subject: 'Hi', message: 'Hello' }),
        409,
        eventDeskMessages.nobodyToWrite,
      );
    });
  },
  { options: { now: clock.now } },
);
