import {
  accountDataPath,
  consultationMessages,
  consultationRequestResponseSchema,
  consultationsPath,
  consultationSlotsPath,
  consultationSlotsResponseSchema,
  myConsultationsPath,
  myConsultationsResponseSchema,
  staffConsultationListResponseSchema,
  staffConsultationPath,
  staffConsultationResponseSchema,
  staffConsultationSlotsPath,
  staffConsultationsPath,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const hour = 60 * 60 * 1000;
const at = (hours: number) => new Date(Math.ceil((clock.now().getTime() + hours * hour) / hour) * hour);

interface Attachment {
  filename: string;
  content: string;
}

async function mailFor(suite: DatabaseSuite, address: string, subject: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();
    const found = mails.find((mail) => mail.subject.startsWith(subject));
    if (found) return { ...found, files: (found.attachments ? JSON.parse(found.attachments) : []) as Attachment[] };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}

const icsField = (text: string, name: string) => new RegExp(`\\r\\n${name}[;:]([^\\r]*)`).exec(text.replace(/\r\n[ \t]/g, ''))?.[1];

describeEachDatabase(
  'the free consultation',
  (suite) => {
    let adviser: Person;
    let contributor: Person;
    const slot = async (hoursAhead: number) => {
      const start = at(hoursAhead);
      const res = await call(suite, 'POST', staffConsultationSlotsPath, adviser.token, {
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + hour / 2).toISOString(),
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { payload: { id: string; startsAt: string } }).payload;
    };
    beforeAll(async () => {
      [adviser, contributor] = await Promise.all([person(suite, 'staff', { firstname: 'Alex', lastname: 'Adviser' }), person(suite, 'contributor')]);
    });

    it('lets staff open times; members see the open ones', async () => {
      const open = await slot(48);
      expectError(
        await call(suite, 'POST', staffConsultationSlotsPath, adviser.token, { startsAt: at(-2).toISOString(), endsAt: at(-1).toISOString() }),
        400,
        consultationMessages.slotTimesInvalid,
      );
      expect(
        (await call(suite, 'POST', staffConsultationSlotsPath, contributor.token, { startsAt: at(5).toISOString(), endsAt: at(6).toISOString() })).statusCode,
      ).toBe(403);
      const listed = consultationSlotsResponseSchema.parse((await call(suite, 'GET', consultationSlotsPath)).json()).payload.slots;
      expect(listed.map((s) => s.id)).toContain(open.id);
    });

    it('takes a request, staff assign and confirm a slot, and the member is mailed with an .ics and sees it', async () => {
      const member = await person(suite, 'member', { firstname: 'Mia' });
      const [first, second] = [await slot(72), await slot(96)];
      expectError(
        await call(suite, 'POST', consultationsPath, member.token, { topic: 'property', description: '', slotIds: [first.id] }),
        400,
        consultationMessages.descriptionRequired,
      );
      expectError(
        await call(suite, 'POST', consultationsPath, member.token, { topic: 'property', description: 'Rent review', slotIds: [] }),
        400,
        consultationMessages.slotsRequired,
      );
      const asked = await call(suite, 'POST', consultationsPath, member.token, {
        topic: 'property',
        description: 'My rent review is due.',
        slotIds: [first.id, second.id],
      });
      expect(asked.statusCode).toBe(201);
      const request = consultationRequestResponseSchema.parse(asked.json());
      expect(request).toMatchObject({ message: consultationMessages.requested, payload: { state: 'requested', topic: 'Property' } });
      expect(request.payload.preferred.map((s) => s.id)).toEqual([first.id, second.id]);

      const inbox = staffConsultationListResponseSchema.parse((await call(suite, 'GET', staffConsultationsPath, adviser.token)).json()).payload.items;
      expect(inbox.find((c) => c.id === request.payload.id)).toMatchObject({ state: 'requested', member: { email: member.email } });
      const id = request.payload.id;
      expectError(
        await call(suite, 'POST', `${staffConsultationPath(id)}/confirm`, adviser.token, { slotId: first.id }),
        400,
        consultationMessages.adviserRequired,
      );
      expect((await call(suite, 'POST', `${staffConsultationPath(id)}/adviser`, adviser.token, { adviserId: adviser.id })).statusCode).toBe(200);
      const confirmed = await call(suite, 'POST', `${staffConsultationPath(id)}/confirm`, adviser.token, { slotId: second.id });
      expect(confirmed.statusCode).toBe(200);
      expect(staffConsultationResponseSchema.parse(confirmed.json()).payload).toMatchObject({
        state: 'confirmed',
        startsAt: second.startsAt,
        adviser: 'Alex Adviser',
      });

      const mail = await mailFor(suite, member.email, 'Your free consultation is confirmed');
      expect(mail.text_body).toContain('Alex Adviser');
      expect(mail.files[0].filename).toBe('consultation.ics');
      expect(icsField(mail.files[0].content, 'METHOD')).toBe('REQUEST');
      expect(icsField(mail.files[0].content, 'DTSTART')).toBe(second.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));

      const mine = myConsultationsResponseSchema.parse((await call(suite, 'GET', myConsultationsPath, member.token)).json()).payload;
      expect(mine.consultations[0]).toMatchObject({ id, state: 'confirmed', startsAt: second.startsAt, adviser: 'Alex Adviser' });
      expect(mine.nextFrom).not.toBeNull();
      // The slot is taken: no one else may choose it.
      const open = consultationSlotsResponseSchema.parse((await call(suite, 'GET', consultationSlotsPath)).json()).payload.slots.map((s) => s.id);
      expect(open).not.toContain(second.id);
      const actions = (await auditRows(suite, `consultation:${id}`)).map((row) => row.action);
      expect(actions).toEqual(['consultation.assign', 'consultation.confirm']);
    });

    it('refuses a second request within 12 months with the date another may be asked', async () => {
      const member = await person(suite, 'member');
      const times = await slot(120);
      expect(
        (await call(suite, 'POST', consultationsPath, member.token, { topic: 'corporate', description: 'Insolvency', slotIds: [times.id] })).statusCode,
      ).toBe(201);
      const again = await call(suite, 'POST', consultationsPath, member.token, { topic: 'corporate', description: 'Again', slotIds: [times.id] });
      expect(again.statusCode).toBe(409);
      const when = new Date(clock.now().getTime() + 365 * 24 * hour);
      const date = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
        when,
      );
      expect(again.json().message).toBe(`You have already had your free consultation in the last 12 months. You can ask for another from ${date}.`);
    });

    it('asks a member with no phone (an invited colleague) to add one first: the adviser calls', async () => {
      const colleague = await person(suite, 'member');
      await suite.database.db.updateTable('members').set({ phone: null }).where('id', '=', colleague.id).execute();
      const times = await slot(130);
      const asked = await call(suite, 'POST', consultationsPath, colleague.token, { topic: 'corporate', description: 'Rent review', slotIds: [times.id] });
      expectError(asked, 400, consultationMessages.phoneNeeded);
      expect(await suite.database.db.selectFrom('consultations').select('id').where('member_id', '=', colleague.id).execute()).toEqual([]);
    });

    it('reschedules with a reason (calendar updated), cancels (calendar cleared, the time free again), and a cancelled one does not count', async () => {
      const member = await person(suite, 'member');
      const [first, second] = [await slot(150), await slot(160)];
      const id = consultationRequestResponseSchema.parse(
        (await call(suite, 'POST', consultationsPath, member.token, { topic: 'non-corporate', description: 'Utilities', slotIds: [first.id] })).json(),
      ).payload.id;
      await call(suite, 'POST', `${staffConsultationPath(id)}/adviser`, adviser.token, { adviserId: adviser.id });
      await call(suite, 'POST', `${staffConsultationPath(id)}/confirm`, adviser.token, { slotId: first.id });
      expectError(
        await call(suite, 'POST', `${staffConsultationPath(id)}/reschedule`, adviser.token, { slotId: second.id, reason: '' }),
        400,
        consultationMessages.reasonRequired,
      );
      const moved = await call(suite, 'POST', `${staffConsultationPath(id)}/reschedule`, adviser.token, {
        slotId: second.id,
        reason: 'The adviser is in court that day.',
      });
      expect(staffConsultationResponseSchema.parse(moved.json()).payload.startsAt).toBe(second.startsAt);
      const movedMail = await mailFor(suite, member.email, 'Your free consultation has moved');
      expect(movedMail.text_body).toContain('The adviser is in court that day.');
      expect(icsField(movedMail.files[0].content, 'SEQUENCE')).toBe('1');

      const cancelled = await call(suite, 'POST', `${staffConsultationPath(id)}/cancel`, adviser.token, { reason: 'The adviser is unwell.' });
      expect(staffConsultationResponseSchema.parse(cancelled.json()).payload).toMatchObject({ state: 'cancelled', cancelReason: 'The adviser is unwell.' });
      const cancelMail = await mailFor(suite, member.email, 'Your free consultation is cancelled');
      expect(icsField(cancelMail.files[0].content, 'METHOD')).toBe('CANCEL');
      const open = consultationSlotsResponseSchema.parse((await call(suite, 'GET', consultationSlotsPath)).json()).payload.slots.map((s) => s.id);
      expect(open).toEqual(expect.arrayContaining([first.id, second.id]));
      // Cancelled by staff: the member may ask again.
      const again = await call(suite, 'POST', consultationsPath, member.token, { topic: 'property', description: 'Another try', slotIds: [first.id] });
      expect(again.statusCode).toBe(201);
      const data = JSON.parse((await call(suite, 'GET', accountDataPath, member.token)).body) as { consultations: unknown[] };
      expect(data.consultations).toHaveLength(2);
    });

    it('sends the day-before reminder once', async () => {
      const member = await person(suite, 'member');
      const soon = await slot(20);
      const id = consultationRequestResponseSchema.parse(
        (await call(suite, 'POST', consultationsPath, member.token, { topic: 'property', description: 'Soon', slotIds: [soon.id] })).json(),
      ).payload.id;
      await call(suite, 'POST', `${staffConsultationPath(id)}/adviser`, adviser.token, { adviserId: adviser.id });
      await call(suite, 'POST', `${staffConsultationPath(id)}/confirm`, adviser.token, { slotId: soon.id });
      expect(await suite.app.consultations.sendReminders()).toBeGreaterThanOrEqual(1);
      expect(await suite.app.consultations.sendReminders()).toBe(0);
      const mail = await mailFor(suite, member.email, 'Tomorrow: your free consultation');
      expect(mail.files[0].filename).toBe('consultation.ics');
    });
  },
  { options: { now: clock.now } },
);
