import type { ArticleTable } from './articles';
import type { DonationTable } from './donations';
import type { BroadcastSubscriptionTable, WhatsappSubscriptionTable } from './community-subscriptions';
import type { EnquiryTable } from './enquiries';
import type { MailOutboxTable } from './mail-outbox';
import type { MailQueueTable } from './mail-queue';
import type { MemberSessionTable, MemberTable, PasswordResetTable } from './members';
import type { NewsletterSubscriptionTable } from './newsletter-subscriptions';

/** Every table the API queries, for Kysely's types. A new table: its file here plus a line below. */
export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionTable;
  broadcast_subscriptions: BroadcastSubscriptionTable;
  whatsapp_subscriptions: WhatsappSubscriptionTable;
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
  enquiries: EnquiryTable;
  members: MemberTable;
  member_sessions: MemberSessionTable;
  password_resets: PasswordResetTable;
  articles: ArticleTable;
  donations: DonationTable;
}

export type * from './newsletter-subscriptions';
export type * from './community-subscriptions';
export type * from './mail-outbox';
export type * from './mail-queue';
export type * from './enquiries';
export type * from './members';
export type * from './articles';
export type * from './donations';
