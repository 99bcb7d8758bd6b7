import {
  consentWordings,
  staffListAddResponseSchema,
  staffListImportResponseSchema,
  staffListMessages,
  staffListResponseSchema,
  staffMessages,
  staffNewsletterResponseSchema,
  staffNewslettersPath,
  staffWorkMessages,
  subscriptionConfirmPath,
} from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { uniqueEmail } from '../../fakes/people';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

/** The mails an address has been sent (no SMTP_URL: the outbox), by what they are: each delivered first. */
async function mailsTo(suite: DatabaseSuite, email: string) {
  await suite.app.mailQueue.runDue();
  const mails = await suite.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
  return mails.map((m) => (m.subject.startsWith('Please confirm') ? 'confirmation' : m.subject));
}
const row = (suite: DatabaseSuite, email: string) =>
  suite.database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const confirmLinkOf = async (suite: DatabaseSuite, email: string) => {
  await suite.app.mailQueue.runDue();
  const mails = await suite.database.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).orderBy('created_at').execute();
  return /confirm\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text_body)![1];
};

describeEachDatabase(
  'staff add addresses to the e-mail lists',
  (suite) => {
    let staff: Person;
    beforeAll(async () => {
      staff = await person(suite, 'staff');
    });
    afterEach(() => {
      clock.offsetMs = 0;
    });

    it('adds an address by hand as added by staff, unconfirmed, with a confirmation mail, audited', async () => {
      const email = uniqueEmail();
      const res = await call(suite, 'POST', '/api/staff/lists/newsletter/subscribers', staff.token, { email: `  ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      const body = staffListAddResponseSchema.parse(res.json());
      expect(body.message).toBe(staffListMessages.added);
      expect(body.payload).toMatchObject({ address: email, source: 'staff', status: 'unconfirmed' });
      expect(await row(suite, email)).toMatchObject({ source: 'staff', status: 'unconfirmed', wording: consentWordings.staff });
      expect(await mailsTo(suite, email)).toEqual(['confirmation']);
      expect((await auditRows(suite, `list:${body.payload.id}`)).map((r) => [r.action, JSON.parse(r.data)])).toEqual([['list.add', { list: 'newsletter' }]]);

      // Added again at once: no second mail, and staff are told why.
      expectError(await call(suite, 'POST', '/api/staff/lists/newsletter/subscribers', staff.token, { email }), 409, staffListMessages.tooSoon);
      // Once the link is followed, the address is confirmed and adding it again is refused.
      const token = await confirmLinkOf(suite, email);
      expect((await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token }, remoteAddress: visitorIp() })).statusCode).toBe(200);
      expectError(await call(suite, 'POST', '/api/staff/lists/newsletter/subscribers', staff.token, { email }), 409, staffListMessages.alreadyConfirmed);
      expect(await mailsTo(suite, email)).toEqual(['confirmation']);
    });

    it('refuses a bad address, the WhatsApp list, and a contributor', async () => {
      expectError(
        await call(suite, 'POST', '/api/staff/lists/newsletter/subscribers', staff.token, { email: 'not-an-address' }),
        400,
        staffListMessages.emailInvalid,
      );
      expectError(
        await call(suite, 'POST', '/api/staff/lists/whatsapp/subscribers', staff.token, { email: uniqueEmail() }),
        400,
        staffListMessages.emailListOnly,
      );
      const contributor = await person(suite, 'contributor');
      expectError(
        await call(suite, 'POST', '/api/staff/lists/newsletter/subscribers', contributor.token, { email: uniqueEmail() }),
        403,
        staffWorkMessages.contributorNotAllowed,
      );
    });

    it('imports a CSV: a confirmation to each new address, bad lines named by line, no newsletter to the unconfirmed', async () => {
      const [a, b, c] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
      const csv = `Email,Name\r\n${a},Ann\r\n\r\nnot an address,Bob\r\n"${b}",Cat\r\n${c}\r\n${a}\r\n`;
      const res = await call(suite, 'POST', '/api/staff/lists/newsletter/import', staff.token, { csv });
      expect(res.statusCode).toBe(200);
      const body = staffListImportResponseSchema.parse(res.json());
      expect(body.payload).toEqual({
        invited: 3,
        alreadyConfirmed: 0,
        skipped: 1,
        invalid: [{ line: 4, text: 'not an address', message: staffListMessages.lineInvalid }],
      });
      expect(body.message).toBe(
        '3 addresses were sent a confirmation e-mail; 1 skipped (repeated, or sent a confirmation in the last few minutes); 1 line is not an address.',
      );
      for (const email of [a, b, c]) {
        expect(await mailsTo(suite, email)).toEqual(['confirmation']);
        expect(await row(suite, email)).toMatchObject({ source: 'staff-import', status: 'unconfirmed' });
      }
      expect((await auditRows(suite)).filter((r) => r.action === 'list.import').map((r) => JSON.parse(r.data))).toContainEqual({ list: 'newsletter', rows: 3 });

      // A newsletter sent now reaches none of them: they have not confirmed.
      const created = staffNewsletterResponseSchema.parse(
        (await call(suite, 'POST', staffNewslettersPath, staff.token, { subject: 'Spring news', html: '<p>News.</p>', list: 'newsletter' })).json(),
      ).payload;
      expect((await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/send`, staff.token, {})).statusCode).toBe(200);
      await suite.app.newsletters.runDue();
      await suite.app.mailQueue.runDue();
      for (const email of [a, b, c]) expect(await mailsTo(suite, email)).toEqual(['confirmation']);
    });

    it('refuses an empty file', async () => {
      expectError(await call(suite, 'POST', '/api/staff/lists/broadcast/import', staff.token, { csv: 'email\n\n' }), 400, staffListMessages.csvRequired);
      expectError(await call(suite, 'POST', '/api/staff/lists/broadcast/import', staff.token, { csv: '' }), 400, staffListMessages.csvRequired);
    });

    it('resends a confirmation to an unconfirmed entry only, keeping its source, audited', async () => {
      const email = uniqueEmail();
      const added = staffListAddResponseSchema.parse(
        (await call(suite, 'POST', '/api/staff/lists/newsletter/subscribers', staff.token, { email })).json(),
      ).payload;
      const resend = `/api/staff/lists/newsletter/${added.id}/resend`;
      expectError(await call(suite, 'POST', resend, staff.token, {}), 409, staffListMessages.tooSoon);
      clock.offsetMs = 6 * 60 * 1000;
      const res = await call(suite, 'POST', resend, staff.token, {});
      expect(res.statusCode).toBe(200);
      expect(staffListAddResponseSchema.parse(res.json())).toMatchObject({
        message: staffListMessages.resent,
        payload: { source: 'staff', status: 'unconfirmed' },
      });
      expect(await mailsTo(suite, email)).toEqual(['confirmation', 'confirmation']);
      expect((await auditRows(suite, `list:${added.id}`)).map((r) => r.action)).toEqual(['list.add', 'list.resend']);
      // The list shows where the entry stands, and its source; the staff area asks for the unconfirmed alone.
      const listed = async (status: string) =>
        staffListResponseSchema.parse(
          (await call(suite, 'GET', `/api/staff/lists/newsletter?q=${encodeURIComponent(email)}&status=${status}`, staff.token)).json(),
        ).payload.items;
      expect(await listed('unconfirmed')).toEqual([expect.objectContaining({ id: added.id, status: 'unconfirmed', source: 'staff' })]);
      expect(await listed('confirmed')).toEqual([]);

      const token = await confirmLinkOf(suite, email);
      expect((await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token }, remoteAddress: visitorIp() })).statusCode).toBe(200);
      expectError(await call(suite, 'POST', resend, staff.token, {}), 409, staffListMessages.notUnconfirmed);
      expectError(
        await call(suite, 'POST', '/api/staff/lists/newsletter/00000000-0000-4000-8000-000000000000/resend', staff.token, {}),
        404,
        staffMessages.notFound,
      );
    });
  },
  { options: { now: clock.now } },
);
