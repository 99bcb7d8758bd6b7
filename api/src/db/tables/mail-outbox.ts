import type { Selectable } from 'kysely';

/** A message the mailer kept instead of sending (no SMTP_URL), for the dev-only viewer. */
export interface MailOutboxTable {
  id: string;
  /** The recipients as one comma-separated list. */
  to_address: string;
  /** The e-mail of the person the mail is about when not its recipient, for erasure. */
  about: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** The files sent with it (an event's `.ics`), as JSON `MailAttachment[]`; null for none. */
  attachments: string | null;
  created_at: string;
}

export type OutboxMessage = Selectable<MailOutboxTable>;
