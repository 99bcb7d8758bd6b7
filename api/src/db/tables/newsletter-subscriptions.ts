import type { Insertable, Selectable } from 'kysely';

export interface NewsletterSubscriptionTable {
  id: string;
  /** Trimmed and lower-cased, so one address is one row whatever its case. */
  email: string;
  /** The page the form was sent from. */
  source: string | null;
  /** ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  consented_at: string;
  created_at: string;
}

export type NewsletterSubscription = Selectable<NewsletterSubscriptionTable>;
export type NewNewsletterSubscription = Insertable<NewsletterSubscriptionTable>;
