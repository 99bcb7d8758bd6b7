import type { BroadcastSubscriptionTable, WhatsappSubscriptionTable } from './community-subscriptions';
import type { MailOutboxTable } from './mail-outbox';
import type { NewsletterSubscriptionTable } from './newsletter-subscriptions';

/** Every table the API queries, for Kysely's types. A new table: its file here plus a line below. */
export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionTable;
  broadcast_subscriptions: BroadcastSubscriptionTable;
  whatsapp_subscriptions: WhatsappSubscriptionTable;
  mail_outbox: MailOutboxTable;
}

export type * from './newsletter-subscriptions';
export type * from './community-subscriptions';
export type * from './mail-outbox';
