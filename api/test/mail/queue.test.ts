import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { enquiryPath, forgotPasswordPath, healthPath } from '@tenants/shared/model';
import { buildApp } from '../../src/app';
import { runCommand } from '../../src/commands';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { maxRetryDelayMs, retryDelayMs } from '../../src/mail/delivery-failure';
import { captureLogs, describeEachDatabase, testConfig, visitorIp, type DatabaseSuite } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { uniqueEmail } from '../fakes/people';
import { startSmtp } from '../fakes/smtp-server';
import { waitFor } from '../fakes/net';
import { register } from '../modules/account/fixtures';
import { donation, postDonation } from '../modules/donation/fixtures';

jest.setTimeout(60_000);

const resolver = fakeDns(testZones).resolver;
// Retries every 50 ms at first (doubling each time), and a poll every 50 ms: the test's minutes are seconds.
const queueEnv = { MAIL_RETRY_BASE_MS: '50', MAIL_QUEUE_POLL_MS: '50', MAIL_MAX_ATTEMPTS: '12', STAFF_EMAIL: 'staff@tenants.example' };

describe('retry back-off', () => {
  it('doubles from the base after each failure, up to an hour, plus at most a tenth', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000, 0))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30, 30_000, 0)).toBe(maxRetryDelayMs);
    expect(retryDelayMs(1, 30_000, 1)).toBe(33_000);
  });
});

describe('the mail queue with an SMTP server that is down, then back', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const env: Record<string, string> = { ...queueEnv, LOG_LEVEL: 'info' };
  const logs = captureLogs();
  beforeAll(async () => {
    smtp = await startSmtp({ listening: false });
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());

  describeEachDatabase(
    'every kind of mail',
    (suite) => {
      // On PostgreSQL a second API instance shares the queue, as behind a load balancer. (Two SQLite
      // connections in one process cannot: better-sqlite3 blocks the thread while it waits for the file lock
      // the other one holds. Several instances are a PostgreSQL deployment.)
      let second: FastifyInstance | undefined;
      let secondDatabase: DatabaseHandle | undefined;
      const instances = () => [suite.app, ...(second ? [second] : [])];
      beforeAll(async () => {
        if (suite.dialect !== 'postgres') return;
        const config = testConfig({ ...suite.env, ...env });
        secondDatabase = openDatabase(config.database);
        second = await buildApp({ config, database: secondDatabase, resolver, logStream: logs.stream });
        await second.ready();
      });
      afterAll(async () => {
        await second?.close();
        await secondDatabase?.db.destroy();
      });
      beforeEach(async () => {
        await smtp.stop();
        smtp.setMode('accept');
        smtp.received.length = 0;
      });

      const queued = (s: DatabaseSuite) => s.database.db.selectFrom('mail_queue').selectAll().execute();
      const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to));

      it('keeps the enquiry, reset and receipt mail while SMTP is down, and delivers each exactly once when it is back', async () => {
        const visitor = uniqueEmail();
        const enquiry = {
          type: 'Property',
          annual_rent: 'Unsure',
          isLeaseHeld: 1,
          city: 'Leeds',
          comments: `Rent review ${randomBytes(4).toString('hex')}.`,
          firstname: 'Jo',
          lastname: 'Bloggs',
          email: visitor,
          phone: '07400 123456',
          isSubscribe: false,
        };
        expect((await suite.app.inject({ method: 'POST', url: enquiryPath, payload: enquiry, remoteAddress: visitorIp() })).statusCode).toBe(200);
        const member = await register(suite);
        expect(
          (await suite.app.inject({ method: 'POST', url: forgotPasswordPath, payload: { email: member.email }, remoteAddress: visitorIp() })).statusCode,
        ).toBe(200);
        const donor = donation();
        expect((await postDonation(suite, donor)).statusCode).toBe(200);

        // Nothing could be delivered: all four wait in the queue, and /api/health counts them. A request waits at
        // most 2 s for its own attempt; on a loaded machine the attempt's failure may be written just after.
        await waitFor(
          async () => {
            const rows = await queued(suite);
            return rows.length === 4 && rows.every((m) => m.attempts >= 1 && m.last_error);
          },
          'each mail to have been tried once',
          20_000,
        );
        const waiting = await queued(suite);
        expect(waiting.map((m) => m.kind).sort()).toEqual(['donation-receipt', 'enquiry-notification', 'enquiry-receipt', 'password-reset']);
        expect(waiting.every((m) => m.status !== 'dead' && m.attempts >= 1 && m.last_error)).toBe(true);
        const health = (await suite.app.inject({ method: 'GET', url: healthPath })).json();
        expect(health.checks.mailQueue).toMatchObject({ status: 'up', pending: 4, dead: 0 });

        // A while later the mail server is back: both instances' workers pick the mail up.
        await new Promise((r) => setTimeout(r, 500));
        await smtp.start();
        await waitFor(async () => (await queued(suite)).length === 0, 'the queue to empty', 20_000);
        await new Promise((r) => setTimeout(r, 300));

        expect(receivedBy(visitor).map((m) => m.subject)).toEqual([expect.stringMatching(/^We've Received Your Enquiry!/)]);
        expect(receivedBy('staff@tenants.example').filter((m) => m.raw.includes(enquiry.comments))).toHaveLength(1);
        expect(receivedBy(member.email).map((m) => m.subject)).toEqual(['Reset your Commercial Tenants Alliance password']);
        expect(receivedBy(donor.email.toLowerCase()).map((m) => m.subject)).toEqual(['Your donation to Commercial Tenants Alliance']);
        expect(smtp.received).toHaveLength(4);
      });

      it('delivers 40 queued mails once each, with every instance claiming from one queue', async () => {
        const tag = randomBytes(4).toString('hex');
        const subjects = Array.from({ length: 40 }, (_, i) => `Queued ${tag} #${i}`);
        // Queued by each instance in turn, while SMTP is down.
        await Promise.all(
          subjects.map((subject, i) =>
            instances()[i % instances().length].mailQueue.transaction(async (_trx, queue) =>
              queue('enquiry-receipt', { to: 'many@example.com', subject, text: subject, html: `<p>${subject}</p>` }),
            ),
          ),
        );
        await smtp.start();
        await waitFor(async () => (await queued(suite)).length === 0, 'the queue to empty', 30_000);
        await new Promise((r) => setTimeout(r, 300));
        const got = smtp.received
          .map((m) => m.subject)
          .filter((s) => s.includes(tag))
          .sort();
        expect(got).toEqual([...subjects].sort());
      });

      it('retries a mail server that answers "try again later" (451) until it accepts', async () => {
        await smtp.start();
        smtp.setMode('refuse');
        const to = uniqueEmail();
        await suite.app.mailQueue.transaction(async (_trx, queue) =>
          queue('enquiry-receipt', { to, subject: 'Refused at first', text: 'x', html: '<p>x</p>' }),
        );
        await waitFor(async () => ((await queued(suite)).find((m) => m.to_address === to)?.attempts ?? 0) >= 3, 'three attempts');
        const [row] = (await queued(suite)).filter((m) => m.to_address === to);
        expect(row.last_error).toMatch(/451/);
        smtp.setMode('accept');
        await waitFor(() => receivedBy(to).length === 1, 'the mail to arrive', 20_000);
        await new Promise((r) => setTimeout(r, 300));
        expect(receivedBy(to)).toHaveLength(1);
      });

      it('stores neither the row nor its mail when the transaction fails', async () => {
        const to = uniqueEmail();
        await expect(
          suite.app.mailQueue.transaction(async (_trx, queue) => {
            await queue('enquiry-receipt', { to, subject: 'Never', text: 'x', html: 'x' });
            throw new Error('the row could not be written');
          }),
        ).rejects.toThrow('the row could not be written');
        expect((await queued(suite)).filter((m) => m.to_address === to)).toEqual([]);
      });

      it('logs a failed attempt without the body (a reset link stays out of the logs)', () => {
        const failures = logs.entries.filter((e) => e.msg === 'mail not delivered; it will be tried again');
        expect(failures.length).toBeGreaterThan(0);
        expect(logs.text).not.toMatch(/reset-password\?token=/);
      });
    },
    { env, options: { resolver, logStream: logs.stream } },
  );
});

describe('dead letters', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const env: Record<string, string> = { ...queueEnv, MAIL_MAX_ATTEMPTS: '3', LOG_LEVEL: 'info' };
  const logs = captureLogs();
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.setMode('reject');
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());

  describeEachDatabase(
    'after the last attempt',
    (suite) => {
      it('are kept as dead, logged once, listed by the CLI and queued again on request', async () => {
        smtp.setMode('reject');
        const to = uniqueEmail();
        await suite.app.mailQueue.transaction(async (_trx, queue) =>
          queue('password-reset', { to, subject: 'Never accepted', text: 'secret-link', html: 'secret-link' }),
        );
        await waitFor(
          async () => (await suite.database.db.selectFrom('mail_queue').select('status').where('to_address', '=', to).executeTakeFirst())?.status === 'dead',
          'the mail to die',
        );
        const [row] = await suite.database.db.selectFrom('mail_queue').selectAll().where('to_address', '=', to).execute();
        expect(row).toMatchObject({ status: 'dead', attempts: 3, last_error: expect.stringMatching(/550/) });

        const dead = logs.entries.filter((e) => (e.mail as { id?: string } | undefined)?.id === row.id && e.level === 50);
        expect(dead).toHaveLength(1);
        expect(dead[0].mail).toEqual({ id: row.id, kind: 'password-reset', attempt: 3, reason: expect.stringMatching(/550/) });
        expect(logs.text).not.toContain(to);
        expect(dead[0].msg).toBe('mail undeliverable after 3 attempts (a dead letter); list them with: node api/dist/cli.js mail-queue --dead');
        expect(logs.text).not.toContain('secret-link');

        const health = (await suite.app.inject({ method: 'GET', url: healthPath })).json();
        expect(health.checks.mailQueue.dead).toBeGreaterThanOrEqual(1);

        const printed: string[] = [];
        await runCommand(['mail-queue', '--dead'], { env: { ...suite.env, LOG_LEVEL: 'silent' }, print: (line) => printed.push(line) });
        const listing = printed.join('\n');
        expect(listing).toMatch(/Mail queue: \d+ waiting, \d+ dead\./);
        expect(listing).toContain(`${row.id}  password-reset  to ${to}  "Never accepted"`);
        expect(listing).toMatch(/3 attempts; dead since/);
        expect(listing).toMatch(/last error: .*550/);
        expect(listing).not.toContain('secret-link');

        // The mail server is fixed: the operator queues the dead mail again and it goes out.
        smtp.setMode('accept');
        printed.length = 0;
        await runCommand(['mail-queue', '--retry'], { env: { ...suite.env, LOG_LEVEL: 'silent' }, print: (line) => printed.push(line) });
        expect(printed).toContainEqual(expect.stringMatching(/^Queued again: [1-9]\d* dead mail\.$/));
        await waitFor(() => smtp.received.some((m) => m.to.includes(to)), 'the retried mail');
      });
    },
    { env, options: { resolver, logStream: logs.stream } },
  );
});
