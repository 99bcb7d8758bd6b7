/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Link clicks in sent newsletters, counted per letter and per link (the link's place in the letter's
// HTML): one number per pair and nothing about who clicked (issue 53: aggregate only). A letter is never
// deleted once sent, so no foreign key is needed to keep counts from outliving it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_link_clicks')
    .addColumn('newsletter_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('link_index', 'integer', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('newsletter_link_clicks_pk', ['newsletter_id', 'link_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_link_clicks').execute();
}
