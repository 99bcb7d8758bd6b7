import { SMTPServer } from 'smtp-server';

export interface Sunk {
  to: string;
  /** The message as sent, quoted-printable soft breaks and `=3D` undone, headers unfolded. */
  raw: string;
}

/**
 * An SMTP sink on a port chosen before the suite's app is configured (its SMTP_URL is set when the suite is
 * defined, before any hook runs). `reject` answers RCPT TO with 550 for the addresses in it (a hard bounce).
 */
export function smtpSink() {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const received: Sunk[] = [];
  const reject = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject.has(address.address.toLowerCase())) return callback(Object.assign(new Error('No such mailbox (fake)'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Headers unfolded; the body's quoted-printable soft breaks and `=3D` undone (not the headers': a
        // DKIM signature's base64 ends in `=`).
        const split = raw.search(/\r?\n\r?\n/);
        const clean =
          raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ') +
          raw
            .slice(split)
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw: clean });
        callback();
      });
    },
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    to: (address: string) => received.filter((m) => m.to === address),
  };
}

/** A header's value in a raw message. */
export const headerOf = (raw: string, name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0])?.[1]?.trim();

/** The confirmation token in a confirmation mail. */
export const confirmTokenIn = (raw: string) => /confirm\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];

export const post = (suite: { app: { inject: (o: object) => Promise<unknown> } }, url: string, payload: object) =>
  suite.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
