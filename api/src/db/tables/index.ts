import type { ModuleTables } from '../../modules';
import type { MailOutboxTable } from './mail-outbox';
import type { MailQueueTable } from './mail-queue';
import type { SecurityCounterTable } from './security-counters';

/** The mail's own tables: the mail is the app's, not a module's. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
}

/** The counters behind the per-target limits and lockouts: the app's too (security/counter-store.ts). */
export interface CounterTables {
  security_counters: SecurityCounterTable;
}

/**
 * Every table the API queries, for Kysely's types: the mail's and each module's (its `tables`, declared
 * beside its repository in modules/<domain>/*.tables.ts and listed in modules/index.ts).
 */
export type Database = MailTables & CounterTables & ModuleTables;

export type * from '../../modules/subscriptions/subscriptions.tables';
export type * from './mail-outbox';
export type * from './mail-queue';
export type * from './security-counters';
export type * from '../../modules/enquiry/enquiry.tables';
export type * from '../../modules/account/account.tables';
export type * from '../../modules/articles/articles.tables';
export type * from '../../modules/donation/donation.tables';
export type * from '../../modules/staff/staff.tables';
export type * from '../../modules/telemetry/telemetry.tables';
export type * from '../../modules/newsletters/newsletters.tables';
export type * from '../../modules/pages/pages.tables';
export type * from '../../modules/guides/guides.tables';
