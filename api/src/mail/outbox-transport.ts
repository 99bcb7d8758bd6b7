import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Transport } from 'nodemailer';
import type { Database } from '../db/tables';
import { addOutboxMessage, purgeOutbox } from './outbox.repository';

export const outboxViewerPath = '/api/dev/outbox';
/** How an operator without SMTP reads the mail (the viewer is off by default). */
export const outboxCommand = 'node api/dist/cli.js outbox [--to EMAIL]';

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * A nodemailer transport that keeps each message in the `mail_outbox` table instead of sending it, so a
 * fresh machine without an SMTP server still gets its reset links (read with the CLI, or the viewer where
 * it is switched on). The log line names the message but never holds its body: a reset link's token must
 * not reach the logs. Messages older than the retention go with each new one: the table is not an archive
 * of live and dead reset links.
 */
export function outboxTransport(db: Kysely<Database>, log: FastifyBaseLogger, retentionMs: number): Transport<{ messageId: string }> {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, callback) {
      const id = randomUUID();
      const to = mail.message.getEnvelope().to.join(', ');
      const subject = asText(mail.data.subject);
      const data = mail.data as { about?: string; kind?: string; attachments?: Array<{ filename?: unknown; contentType?: unknown; content?: unknown }> };
      const attachments = (data.attachments ?? []).map((file) => ({
        filename: asText(file.filename),
        contentType: asText(file.contentType),
        content: asText(file.content),
      }));
      addOutboxMessage(db, {
        id,
        to_address: to,
        about: data.about?.toLowerCase() ?? null,
        subject,
        text_body: asText(mail.data.text),
        html_body: asText(mail.data.html),
        attachments: attachments.length ? JSON.stringify(attachments) : null,
        created_at: new Date().toISOString(),
      })
        .then(() => purgeOutbox(db, new Date(Date.now() - retentionMs)))
        .then(
          () => {
            // The id and kind only: the address and subject would name a person in the logs.
            log.info({ mail: { id, kind: data.kind } }, `mail kept in the outbox (no SMTP_URL); read it with: ${outboxCommand}`);
            callback(null, { messageId: id });
          },
          (error: Error) => callback(error, { messageId: id }),
        );
    },
  };
}
