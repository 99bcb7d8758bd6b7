import { SMTPServer } from 'smtp-server';
import { freePort } from './net';

/** A header as the sender wrote it, with RFC 2047 encoded words (=?UTF-8?Q?...?=) decoded. */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
    Buffer.from(
      text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
      'latin1',
    ).toString('utf8'),
  );

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * A real SMTP peer on loopback (answering each message after `delayMs`) whose behaviour a test switches: `accept` takes every message, `refuse`
 * answers each one with a temporary failure (451), `reject` with a permanent one (550), and `stop()` leaves
 * the port closed (connection refused) until `start()` opens it again on the same port.
 */
export async function startSmtp({ listening = true, delayMs = 0 }: { listening?: boolean; delayMs?: number } = {}) {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let mode: 'accept' | 'refuse' | 'reject' = 'accept';
  let server: SMTPServer | undefined;

  async function start() {
    if (server) return;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() is a server going down: the mailer's pooled connections are cut at once rather than after
      // the default 30 s wait for them to end by themselves.
      closeTimeout: 100,
      onRcptTo(_address, _session, callback) {
        if (mode === 'accept') return callback();
        const error = Object.assign(new Error(mode === 'refuse' ? 'Try again later (fake)' : 'Mailbox unavailable (fake)'), {
          responseCode: mode === 'refuse' ? 451 : 550,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          // A slow server: the message counts as received only when the server answers.
          setTimeout(() => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: decodeHeader(/^Subject: (.*)$/m.exec(raw)?.[1] ?? ''), raw });
            callback();
          }, delayMs);
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  }

  async function stop() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  if (listening) await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    start,
    stop,
  };
}
