import type { NewsletterSubscriptionTable } from './newsletter-subscriptions';

/** Every table the API queries, for Kysely's types. A new table: its file here plus a line below. */
export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionTable;
}

export type * from './newsletter-subscriptions';
