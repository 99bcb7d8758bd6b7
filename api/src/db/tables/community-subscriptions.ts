import type { Selectable } from 'kysely';
import type { NewsletterSubscriptionTable } from './newsletter-subscriptions';

/** The community e-mail broadcast list: the same columns as the newsletter's. */
export type BroadcastSubscriptionTable = NewsletterSubscriptionTable;

/** The community WhatsApp list. */
export interface WhatsappSubscriptionTable {
  id: string;
  /** Digits only (SPEC §3). */
  phone: string;
  /** The page the form was sent from. */
  source: string | null;
  /** ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  consented_at: string;
  created_at: string;
}

export type BroadcastSubscription = Selectable<BroadcastSubscriptionTable>;
export type WhatsappSubscription = Selectable<WhatsappSubscriptionTable>;
