import type { FastifyInstance } from 'fastify';
import { buildTestApp, captureLogs, describeEachDatabase } from '../helper';

const token = 'outbox-token-0c9d8e7f6a5b4c3d';
const logs = captureLogs();

describeEachDatabase(
  'mail outbox (no SMTP_URL)',
  (suite) => {
    let id = '';

    beforeAll(async () => {
      await suite.app.mailer.send({ to: 'jo@example.com', ...suite.app.mailer.templates.passwordReset({ firstname: 'Jo', token }) });
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

    it('logs where to read the message, never its body or the token', () => {
      const line = logs.entries.find((e) => (e.mail as { id?: string } | undefined)?.id === id);
      expect(line?.msg).toBe(`mail kept in the outbox (no SMTP_URL); read it at /api/dev/outbox/${id}`);
      expect(line?.mail).toEqual({ id, to: 'jo@example.com', subject: 'Reset your Commercial Tenants Alliance password' });
      expect(logs.text).not.toContain(token);
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
  },
  { env: { LOG_LEVEL: 'info' }, options: { logStream: logs.stream } },
);

describe('the dev outbox viewer is off', () => {
  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when MAIL_OUTBOX_VIEWER=0', { MAIL_OUTBOX_VIEWER: '0' }],
    ['when mail goes out over SMTP', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
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
