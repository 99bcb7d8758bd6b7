import type { FastifyInstance } from 'fastify';
import { runCommand } from '../../src/commands';
import { buildTestApp, captureLogs, describeEachDatabase } from '../helper';

/** Production needs a TOTP key (docs/product/staff.md). */
const totpKey = 'ab'.repeat(32);

const token = 'outbox-token-0c9d8e7f6a5b4c3d';
const logs = captureLogs();

describeEachDatabase(
  'mail outbox (no SMTP_URL)',
  (suite) => {
    let id = '';

    beforeAll(async () => {
      await suite.app.mailer.send({ to: 'jo@example.com', kind: 'password-reset', ...suite.app.mailer.templates.passwordReset({ firstname: 'Jo', token }) });
      await suite.app.mailer.send({ to: 'sam@example.com', ...suite.app.mailer.templates.enquiryReceipt({ firstname: 'Sam' }) });
      const rows = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'jo@example.com').execute();
      expect(rows).toHaveLength(1);
      id = rows[0].id;
    });

    it('keeps each message, with its text and HTML versions', async () => {
      const row = await suite.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.subject).toBe('Reset your Commercial Tenants Alliance password');
      expect(row.text_body).toContain(`/reset-password?token=${token}`);
      expect(row.html_body).toContain(`/reset-password?token=${token}`);
      expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
    });

    it('logs where to read the message by its id and kind, never its body, the token, or whom it names', () => {
      const line = logs.entries.find((e) => (e.mail as { id?: string } | undefined)?.id === id);
      expect(line?.msg).toBe('mail kept in the outbox (no SMTP_URL); read it with: node api/dist/cli.js outbox [--to EMAIL]');
      expect(line?.mail).toEqual({ id, kind: 'password-reset' });
      expect(logs.text).not.toContain(token);
      // The address and the subject (which may carry a name) stay out of the logs (the audit's erasure finding).
      expect(logs.text).not.toContain('jo@example.com');
      expect(logs.text).not.toContain('Reset your Commercial Tenants Alliance password');
    });

    it('lists the messages on the dev viewer page, newest first', async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<a href="/api/dev/outbox/${id}">Reset your Commercial Tenants Alliance password</a> to jo@example.com`);
      expect(res.body.indexOf('sam@example.com')).toBeLessThan(res.body.indexOf('jo@example.com'));
    });

    it('shows one message with a clickable reset link and its HTML version', async () => {
      const page = await suite.app.inject({ method: 'GET', url: `/api/dev/outbox/${id}` });
      expect(page.statusCode).toBe(200);
      const link = `http://localhost:3000/reset-password?token=${token}`;
      expect(page.body).toContain(`<a href="${link}">${link}</a>`);
      expect(page.body).toContain(`<iframe sandbox title="HTML version" src="/api/dev/outbox/${id}/html"`);

      const html = await suite.app.inject({ method: 'GET', url: `/api/dev/outbox/${id}/html` });
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.body).toContain(`href="${link}"`);

      const missing = await suite.app.inject({ method: 'GET', url: '/api/dev/outbox/00000000-0000-0000-0000-000000000000' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'No such message in the outbox.', errors: [{ message: 'No such message in the outbox.' }] });
    });

    it('answers JSON for one recipient, for end-to-end tests that follow a reset link', async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/api/dev/outbox?format=json&to=jo@example.com' });
      const body = res.json() as { success: boolean; payload: Array<{ id: string; text_body: string }> };
      expect(body.success).toBe(true);
      expect(body.payload.map((m) => m.id)).toEqual([id]);
      expect(body.payload[0].text_body).toContain(token);
    });

    it.each([
      ['another machine', { remoteAddress: '203.0.113.7' }],
      ['another machine over IPv6', { remoteAddress: '2001:db8::7' }],
      ['a proxy on this machine (X-Forwarded-For)', { headers: { 'x-forwarded-for': '127.0.0.1' } }],
      ['a proxy on this machine (Forwarded)', { headers: { forwarded: 'for=127.0.0.1' } }],
    ])('answers 404 to %s, as if it were off', async (_who, request) => {
      for (const url of ['/api/dev/outbox?format=json&to=jo@example.com', `/api/dev/outbox/${id}`, `/api/dev/outbox/${id}/html`]) {
        const res = await suite.app.inject({ method: 'GET', url, ...request });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(token);
      }
    });

    it('prints the mail for an operator with the CLI (`outbox --to`), reset link included', async () => {
      const printed: string[] = [];
      await runCommand(['outbox', '--to', 'jo@example.com'], { env: { ...suite.env, LOG_LEVEL: 'silent' }, print: (line) => printed.push(line) });
      const text = printed.join('\n');
      expect(text).toContain('To: jo@example.com');
      expect(text).toContain('Subject: Reset your Commercial Tenants Alliance password');
      expect(text).toContain(`http://localhost:3000/reset-password?token=${token}`);
      expect(text).not.toContain('sam@example.com');

      const none: string[] = [];
      await runCommand(['outbox', '--to', 'nobody@example.com'], { env: { ...suite.env, LOG_LEVEL: 'silent' }, print: (line) => none.push(line) });
      expect(none).toContain('No mail to nobody@example.com in the outbox.');
    });

    it('deletes mail older than the retention when new mail comes in', async () => {
      const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
      const recent = new Date(Date.now() - 23 * 60 * 60 * 1000).toISOString();
      const row = { to_address: 'old@example.com', subject: 'Old', text_body: 'old', html_body: '<p>old</p>' };
      await suite.database.db
        .insertInto('mail_outbox')
        .values([
          { ...row, id: '00000000-0000-4000-8000-000000000001', created_at: old },
          { ...row, id: '00000000-0000-4000-8000-000000000002', created_at: recent },
        ])
        .execute();
      await suite.app.mailer.send({ to: 'kim@example.com', ...suite.app.mailer.templates.enquiryReceipt({ firstname: 'Kim' }) });
      const left = await suite.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'old@example.com').execute();
      expect(left.map((r) => r.id)).toEqual(['00000000-0000-4000-8000-000000000002']);
    });
  },
  { env: { LOG_LEVEL: 'info', MAIL_OUTBOX_VIEWER: '1' }, options: { logStream: logs.stream } },
);

describe('the dev outbox viewer is off', () => {
  it.each([
    ['on a default start', {}],
    ['in production', { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', TOTP_ENCRYPTION_KEY: totpKey, MAIL_OUTBOX: '1', MAIL_OUTBOX_VIEWER: '1' }],
    ['when MAIL_OUTBOX_VIEWER=0', { MAIL_OUTBOX_VIEWER: '0' }],
    ['when mail goes out over SMTP', { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_OUTBOX_VIEWER: '1' }],
  ])('%s', async (_when, env) => {
    const app: FastifyInstance = await buildTestApp(env);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
