/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The pages desk's review loop (as the news desk's, 2026_12_06_1410_article_review): a page's draft changes
// submitted for an editor, who sends them back with a note or publishes them. A page has at most one review
// going at a time, kept beside the page rather than in it, so the page's own rows (its import and export,
// its seed) stay as they are; it goes with the page when the page is deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_reviews')
    .addColumn('page_id', 'varchar(36)', (col) => col.primaryKey().references('pages.id').onDelete('cascade'))
    // submitted or returned.
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    // Who submitted it (the writer the note goes back to); the editor who sent it back and their note.
    .addColumn('writer_id', 'varchar(36)')
    .addColumn('returned_by', 'varchar(36)')
    .addColumn('note', 'text')
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The home page's counts: pages waiting, and a writer's pages sent back.
  await db.schema.createIndex('page_reviews_state_writer').on('page_reviews').columns(['state', 'writer_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_reviews').execute();
}
