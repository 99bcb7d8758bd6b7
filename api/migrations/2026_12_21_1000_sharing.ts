/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// A page's and an article's own description and social picture (shared contracts/sharing.ts), as one JSON
// text each, `{ description?, socialImage? }`: null (every row already here) means "from the text". A page
// keeps them beside its title in each of its states (live, draft, scheduled) and in its versions; an article
// in its row and its revisions, so publishing, scheduling and restoring carry them like the rest.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['live_sharing', 'draft_sharing', 'scheduled_sharing']) await db.schema.alterTable('pages').addColumn(column, 'text').execute();
  await db.schema.alterTable('page_versions').addColumn('sharing', 'text').execute();
  await db.schema.alterTable('articles').addColumn('sharing', 'text').execute();
  await db.schema.alterTable('article_revisions').addColumn('sharing', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('article_revisions').dropColumn('sharing').execute();
  await db.schema.alterTable('articles').dropColumn('sharing').execute();
  await db.schema.alterTable('page_versions').dropColumn('sharing').execute();
  for (const column of ['scheduled_sharing', 'draft_sharing', 'live_sharing']) await db.schema.alterTable('pages').dropColumn(column).execute();
}
