import type { Generated } from 'kysely';
import type { SubscriptionStatus } from '@tenants/shared/model';

/** How a consent was withdrawn (docs/product/newsletters.md). */
export type WithdrawnVia = 'one-click' | 'page' | 'account' | 'staff' | 'bounce' | 'erasure';

/**
 * The newsletter list: one row per e-mail address, which is also its consent record: asked for
 * when (`consented_at`), from which page, with which words, confirmed when, withdrawn when and how.
 */
export interface NewsletterSubscriptionTable {
  id: string;
  /** Trimmed and lower-cased, so one address is one row whatever its case. */
  email: string;
  /** The page the form was sent from. */
  source: string | null;
  /** When the subscription was (last) asked for. ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  consented_at: string;
  created_at: string;
  /** Only `confirmed` rows are ever mailed a newsletter (never `none`: an erased address has no row). */
  status: Generated<Exclude<SubscriptionStatus, 'none'>>;
  /** The consent words beside the form (`consentWordings`); null for rows from before the consent records. */
  wording: string | null;
  confirmed_at: string | null;
  withdrawn_at: string | null;
  withdrawn_via: WithdrawnVia | null;
  /** The newsletter whose unsubscribe link was used, for its count. */
  withdrawn_newsletter_id: string | null;
  /** SHA-256 of the confirmation link's token (the token itself is only in the mail). */
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  confirm_expires_at: string | null;
}

/** The community e-mail broadcast list: the same columns as the newsletter's. */
export type BroadcastSubscriptionTable = NewsletterSubscriptionTable;

/** The community WhatsApp list: single opt-in (a phone number has no e-mail to confirm). */
export interface WhatsappSubscriptionTable {
  id: string;
  /** Digits only, as the form sends it (docs/product/subscriptions.md). */
  phone: string;
  /** The page the form was sent from. */
  source: string | null;
  /** ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  consented_at: string;
  created_at: string;
}

/** A secret the instances share, made once (the unsubscribe links' key when UNSUBSCRIBE_SECRET is unset). */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** The lists' tables, for Kysely's types (modules/index.ts). */
export interface SubscriptionTables {
  newsletter_subscriptions: NewsletterSubscriptionTable;
  broadcast_subscriptions: BroadcastSubscriptionTable;
  whatsapp_subscriptions: WhatsappSubscriptionTable;
  server_secrets: ServerSecretTable;
}
