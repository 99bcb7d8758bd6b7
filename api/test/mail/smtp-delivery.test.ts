import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, captureLogs } from '../helper';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (nodemailer's encoding for long text lines), enough to read a body. */
const unQuote = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mailer over SMTP (a real SMTP peer on loopback)', () => {
  const received: Received[] = [];
  const logs = captureLogs();
  let smtp: SMTPServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to offer.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Tenants <no-reply@tenants.example>',
        STAFF_EMAIL: 'staff@tenants.example',
        PUBLIC_SITE_URL: 'https://tenants.example',
        LOG_LEVEL: 'info',
      },
      { logStream: logs.stream },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers a password reset to the SMTP server, with the link in both versions', async () => {
    const token = 'reset-token-7f3a9c1e5b2d4f60';
    await app.mailer.send({ to: 'jo@example.com', ...app.mailer.templates.passwordReset({ firstname: 'Jo', token }) });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@tenants.example');
    expect(mail.to).toEqual(['jo@example.com']);
    expect(mail.raw).toMatch(/^From: Tenants <no-reply@tenants\.example>$/m);
    expect(mail.raw).toMatch(/^To: jo@example\.com$/m);
    expect(mail.raw).toMatch(/^Subject: Reset your Commercial Tenants Alliance password$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const body = unQuote(mail.raw);
    expect(body).toContain(`Reset your password: https://tenants.example/reset-password?token=${token}`);
    expect(body).toContain(`href="https://tenants.example/reset-password?token=${token}"`);
  });

  it('sends the enquiry notification to the staff address, replying to the visitor', async () => {
    const mail = app.mailer.templates.enquiryReceipt({ firstname: 'Sam' });
    await app.mailer.send({ to: app.mailer.staffEmail, replyTo: 'sam@example.com', ...mail });
    const last = received[received.length - 1];
    expect(last.to).toEqual(['staff@tenants.example']);
    expect(last.raw).toMatch(/^Reply-To: sam@example\.com$/m);
  });

  it('logs that a mail went, by its message id, never whom it names or what it says (a reset token stays out of the logs)', () => {
    const sent = logs.entries.filter((e) => e.msg === 'mail sent');
    expect(sent).toHaveLength(2);
    expect(sent[0].mail).toEqual({ messageId: expect.any(String) });
    expect(logs.text).not.toContain('reset-token-7f3a9c1e5b2d4f60');
    expect(logs.text).not.toContain('jo@example.com');
    expect(logs.text).not.toContain('Reset your Commercial Tenants Alliance password');
  });

  it('rejects when the SMTP server is gone', async () => {
    const gone = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    await expect(gone.mailer.send({ to: 'jo@example.com', ...gone.mailer.templates.enquiryReceipt({ firstname: 'Jo' }) })).rejects.toThrow();
    await gone.close();
  });
});
