import type { ArticleRevisionTable, ArticleTable } from '../../modules/articles/articles.tables';
import type { DonationTable } from '../../modules/donation/donation.tables';
import type { EnquiryNoteTable, EnquiryTable } from '../../modules/enquiry/enquiry.tables';
import type { TelemetryCountTable, TelemetryErrorTable, TelemetryVitalTable } from '../../modules/telemetry/telemetry.tables';
import type { MailOutboxTable } from './mail-outbox';
import type { MailQueueTable } from './mail-queue';
import type { StaffAuditTable, StaffInvitationTable, StaffPasskeyTable, StaffRecoveryCodeTable, StaffTotpTable } from '../../modules/staff/staff.tables';
import type { MemberLabelTable, MemberNoteTable, MemberSessionTable, MemberTable, PasswordResetTable } from '../../modules/account/account.tables';
import type {
  BroadcastSubscriptionTable,
  NewsletterSubscriptionTable,
  ServerSecretTable,
  WhatsappSubscriptionTable,
} from '../../modules/subscriptions/subscriptions.tables';
import type { NewsletterTable } from '../../modules/newsletters/newsletters.tables';

/**
 * Every table the API queries, for Kysely's types. Each domain declares its tables beside its repository
 * (modules/<domain>/*.tables.ts); a new table is a line below.
 */
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
  enquiry_notes: EnquiryNoteTable;
  staff_audit: StaffAuditTable;
  telemetry_counts: TelemetryCountTable;
  telemetry_vitals: TelemetryVitalTable;
  telemetry_errors: TelemetryErrorTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_passkeys: StaffPasskeyTable;
  newsletters: NewsletterTable;
  server_secrets: ServerSecretTable;
  article_revisions: ArticleRevisionTable;
  member_notes: MemberNoteTable;
  member_labels: MemberLabelTable;
  staff_invitations: StaffInvitationTable;
}

export type * from '../../modules/subscriptions/subscriptions.tables';
export type * from './mail-outbox';
export type * from './mail-queue';
export type * from '../../modules/enquiry/enquiry.tables';
export type * from '../../modules/account/account.tables';
export type * from '../../modules/articles/articles.tables';
export type * from '../../modules/donation/donation.tables';
export type * from '../../modules/staff/staff.tables';
export type * from '../../modules/telemetry/telemetry.tables';
export type * from '../../modules/newsletters/newsletters.tables';
