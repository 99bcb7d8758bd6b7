/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Card donations (docs/product/donation.md): one row per attempt, written before the provider is asked so a
// repeated attempt (same idempotency key) finds it. Of the card, only its brand and last four digits: never
// the number or the CVC (PCI DSS).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('donations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // The unique index is what makes two requests of one attempt charge once.
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_pence', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('firstname', 'varchar(100)', (col) => col.notNull())
    .addColumn('lastname', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('address_line_one', 'varchar(200)', (col) => col.notNull())
    .addColumn('address_line_two', 'varchar(200)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('postcode', 'varchar(12)', (col) => col.notNull())
    .addColumn('card_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('card_brand', 'varchar(30)')
    .addColumn('card_last4', 'varchar(4)', (col) => col.notNull())
    // pending, requires_action, succeeded, failed (declined), error (provider unreachable: may be retried).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('provider_reference', 'varchar(255)')
    // The card-check page the donor was sent to, answered again to a repeated request.
    .addColumn('redirect_url', 'text')
    .addColumn('failure_message', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('donations_provider_reference').on('donations').column('provider_reference').execute();
  await db.schema.createIndex('donations_created_at').on('donations').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('donations').execute();
}
