import type { Selectable } from 'kysely';
import type { MailingList, NewsletterStatus } from '@tenants/shared/model';

/** A newsletter written in the staff area (docs/product/newsletters.md). Times are ISO 8601 strings. */
export interface NewsletterTable {
  id: string;
  /** From the subject and the creation date; the web version's address (/newsletters/{slug}). */
  slug: string;
  subject: string;
  /** Sanitised on save as article bodies are. */
  html: string;
  list: MailingList;
  status: NewsletterStatus;
  send_at: string | null;
  /** When its last recipient was queued. */
  sent_at: string | null;
  /** The staff member who wrote it (null from the CLI). */
  created_by: string | null;
  recipients: number;
  sent: number;
  bounced: number;
  /** The last address queued: an instance that stopped mid-queueing is followed from there. */
  queue_cursor: string | null;
  /** The queueing instance's claim. */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export type Newsletter = Selectable<NewsletterTable>;

/** Clicks on one link of one sent newsletter: a count, never who clicked. */
export interface NewsletterLinkClickTable {
  newsletter_id: string;
  /** The link's place among the letter's http(s) links, from 0 (link-clicks.ts). */
  link_index: number;
  clicks: number;
}

/** The newsletters' tables, for Kysely's types (modules/index.ts). */
export interface NewsletterTables {
  newsletters: NewsletterTable;
  newsletter_link_clicks: NewsletterLinkClickTable;
}
