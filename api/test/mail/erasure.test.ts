import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { enquiryPath } from '@tenants/shared/model';
import { forgetMailTo } from '../../src/mail/forget-recipient';
import { deadLetterRetentionMs, emptyOldDeadLetters, retryDead } from '../../src/mail/queue.repository';
import { describeEachDatabase, visitorIp } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { uniqueEmail } from '../fakes/people';
import { startSmtp } from '../fakes/smtp-server';
import { waitFor } from '../fakes/net';

jest.setTimeout(60_000);

// An erasure must reach every mail about the person, not only mail to them (the audit: the staff's
// notification of their enquiry, with name, e-mail, phone and words, stayed in the queue and the outbox).

const resolver = fakeDns(testZones).resolver;
const enquiryFrom = (email: string) => ({
  type: 'Property',
  annual_rent: '£10,001 - £20,000',
  isLeaseHeld: 1,
  city: 'Leeds',
  comments: 'Rent review next spring.',
  firstname: 'Erin',
  lastname: 'Erasable',
  email,
  phone: '07400 123456',
  isSubscribe: false,
});

describeEachDatabase(
  'erasure and the outbox (no SMTP_URL)',
  (suite) => {
    it('deletes the staff’s notification about the person as well as the mail to them, and nobody else’s', async () => {
      const erased = uniqueEmail();
      const kept = uniqueEmail();
      for (const email of [erased, kept]) {
        expect((await suite.app.inject({ method: 'POST', url: enquiryPath, payload: enquiryFrom(email), remoteAddress: visitorIp() })).statusCode).toBe(200);
      }
      const outbox = () => suite.database.db.selectFrom('mail_outbox').select(['to_address', 'about']).execute();
      await waitFor(async () => (await outbox()).filter((m) => m.about === erased || m.to_address === erased).length === 2, 'both mails in the outbox');
      // The notification went to the staff address, about the visitor.
      expect((await outbox()).filter((m) => m.about === erased)).toEqual([{ to_address: 'staff@tenants.example', about: erased }]);

      expect(await forgetMailTo(suite.database.db, erased)).toBe(2);
      const left = await outbox();
      expect(left.some((m) => m.about === erased || m.to_address === erased)).toBe(false);
      expect(left.filter((m) => m.about === kept || m.to_address === kept)).toHaveLength(2);
    });

    if (suite.dialect === 'sqlite') {
      it('leaves no trace of the deleted rows in the SQLite file (secure_delete)', async () => {
        const erased = uniqueEmail();
        expect((await suite.app.inject({ method: 'POST', url: enquiryPath, payload: enquiryFrom(erased), remoteAddress: visitorIp() })).statusCode).toBe(200);
        await waitFor(
          async () => (await suite.database.db.selectFrom('mail_outbox').select('id').where('about', '=', erased).execute()).length === 1,
          'the notification',
        );
        await forgetMailTo(suite.database.db, erased);
        await suite.database.db.deleteFrom('enquiries').where('email', '=', erased).execute();
        // Everything written back into the main file, then the file read as bytes.
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(suite.database.db);
        const file = String(suite.env.SQLITE_FILE);
        expect(readFileSync(file).includes(Buffer.from(erased))).toBe(false);
      });
    }
  },
  { env: { STAFF_EMAIL: 'staff@tenants.example' }, options: { resolver } },
);

describe('dead letters', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const env: Record<string, string> = { MAIL_RETRY_BASE_MS: '50', MAIL_QUEUE_POLL_MS: '50', MAIL_MAX_ATTEMPTS: '1', STAFF_EMAIL: 'staff@tenants.example' };
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.setMode('reject');
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());

  describeEachDatabase(
    'after 7 days',
    (suite) => {
      it('lose their subject and body (an operator still sees kind, address and reason) and are not sent again empty', async () => {
        const to = uniqueEmail();
        await suite.app.mailQueue.transaction(async (_trx, queue) =>
          queue('enquiry-notification', { to, about: to, subject: 'New enquiry from Erin Erasable', text: 'her words', html: '<p>her words</p>' }),
        );
        const row = () => suite.database.db.selectFrom('mail_queue').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
        await waitFor(async () => (await row()).status === 'dead', 'the mail to die');
        // Not yet 7 days: kept whole.
        expect(await emptyOldDeadLetters(suite.database.db, new Date(Date.now() - deadLetterRetentionMs))).toBe(0);
        expect((await row()).html_body).toBe('<p>her words</p>');
        // A week later (the worker runs this each tick with its clock).
        expect(await emptyOldDeadLetters(suite.database.db, new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
        expect(await row()).toMatchObject({
          status: 'dead',
          kind: 'enquiry-notification',
          subject: '',
          text_body: '',
          html_body: '',
          last_error: expect.stringMatching(/550/),
        });
        await retryDead(suite.database.db, new Date());
        expect((await row()).status).toBe('dead');
      });
    },
    { env, options: { resolver } },
  );
});
