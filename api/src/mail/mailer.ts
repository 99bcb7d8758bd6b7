import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailConfig } from './mail.config';
import type { Database } from '../db/tables';
import { outboxTransport } from './outbox-transport';
import type { MailContent, MailTemplates } from './templates';

/** A file sent with a mail: text only (a calendar invitation), so it is kept in the queue's row as it is. */
export interface MailAttachment {
  filename: string;
  /** Its MIME type, parameters included (`text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
  content: string;
}

export interface Mail extends MailContent {
  to: string;
  replyTo?: string;
  /** The e-mail of the person the mail is about when not its recipient (kept with it so an erasure finds it). */
  about?: string;
  /** Which of the product's mails it is, for the log line (never its subject, which may name a person). */
  kind?: string;
  /** Extra headers (a newsletter's List-Unsubscribe, List-Unsubscribe-Post and List-Id). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** The headers DKIM signs: nodemailer's list plus RFC 8058's List-Unsubscribe-Post, which must be signed for one-click. */
export const dkimHeaderFieldNames =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' + 'List-Id:List-Unsubscribe:List-Unsubscribe-Post';

export interface Mailer {
  /**
   * Sends (or, without SMTP, keeps) one message; rejects when the SMTP server refuses it. Routes do not
   * call it: they queue their mail with the row it reports (plugins/mail-queue.ts), and the queue's
   * worker calls this.
   */
  send(mail: Mail): Promise<void>;
  /** The product's e-mails, with the brand and the site's address filled in. */
  templates: MailTemplates;
  /** Where enquiry notifications go (STAFF_EMAIL). */
  staffEmail: string;
  close(): void;
}

/**
 * The one mailer: nodemailer over SMTP when SMTP_URL is set, else the local outbox. Both go through
 * nodemailer, so a message is built (and its addresses checked) the same way whichever way it leaves.
 */
export function createMailer(config: MailConfig, deps: { db: Kysely<Database>; log: FastifyBaseLogger; templates: MailTemplates }): Mailer {
  const dkim = config.dkim && { ...config.dkim, headerFieldNames: dkimHeaderFieldNames };
  const transport = config.smtpUrl
    ? // nodemailer's defaults wait minutes for a server that does not answer; the queue retries instead,
      // and its claim on a mail must outlast one attempt (see queue-worker.ts). Pooled: a newsletter's
      // thousands of messages reuse a few open connections instead of one handshake each.
      nodemailer.createTransport(
        new SMTPPool({
          url: config.smtpUrl,
          pool: true,
          maxConnections: config.maxConnections,
          maxMessages: 1000,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
        dkim ? { dkim } : {},
      )
    : nodemailer.createTransport(outboxTransport(deps.db, deps.log, config.outboxRetentionMs), dkim ? { dkim } : {});

  return {
    async send({ to, replyTo, subject, text, html, about, kind, headers, attachments }) {
      // `about` and `kind` travel to the outbox transport in the message's data; SMTP ignores them.
      const info = await transport.sendMail({
        from: config.from,
        to,
        replyTo,
        subject,
        text,
        html,
        about,
        kind,
        headers,
        attachments,
      } as nodemailer.SendMailOptions);
      // The outbox logs its own line (with where to read the message). No address or subject: they name people.
      if (config.smtpUrl) deps.log.info({ mail: { kind, messageId: info.messageId } }, 'mail sent');
    },
    templates: deps.templates,
    staffEmail: config.staffEmail,
    close: () => transport.close(),
  };
}
