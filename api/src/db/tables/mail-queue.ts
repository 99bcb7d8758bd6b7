import type { Selectable } from 'kysely';
import type { ModuleMailKind } from '../../modules';

/** What each queued mail is, for logs and operators (never its body): each module names its own (`mailKinds`). */
export type MailKind = ModuleMailKind;

/** pending: waiting for its next attempt; sending: claimed by a worker until locked_until; dead: given up. */
export type MailQueueStatus = 'pending' | 'sending' | 'dead';

/** A mail waiting to be delivered (SMTP or the outbox); deleted once delivered. */
export interface MailQueueTable {
  id: string;
  kind: MailKind;
  /** The recipients as one comma-separated list. */
  to_address: string;
  /** The e-mail of the person the mail is about when not its recipient (an enquiry's notification to staff), for erasure. */
  about: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailQueueStatus;
  /** Delivery attempts started so far (counted when a worker claims the mail). */
  attempts: number;
  next_attempt_at: string;
  /** Until when the claiming worker owns it; past that another worker may take it (the first one died). */
  locked_until: string | null;
  /** The last failure's reason (the SMTP server's answer), never the body. A dead letter's body and subject are emptied after 7 days. */
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** A newsletter's copy: its body is rendered at delivery from the newsletter (empty here), for this address and list. */
  newsletter_id: string | null;
  list: string | null;
  /** Files sent with the mail (an event's `.ics`), as JSON `MailAttachment[]`; null for none. */
  attachments: string | null;
}

export type QueuedMail = Selectable<MailQueueTable>;
