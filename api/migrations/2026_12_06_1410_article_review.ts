/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The news desk's review loop: a contributor submits a draft (or suggests changes to a live article) for an
// editor, who sends it back with a note or publishes it. The article keeps where its review stands; a
// suggestion is a version of its own, marked so, which an editor applies like any version.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('review_state', 'varchar(16)').execute();
  await db.schema.alterTable('articles').addColumn('review_note', 'text').execute();
  await db.schema.alterTable('articles').addColumn('review_by', 'varchar(36)').execute();
  await db.schema.alterTable('articles').addColumn('review_at', 'varchar(32)').execute();
  await db.schema.alterTable('articles').addColumn('review_suggestion_id', 'varchar(36)').execute();
  await db.schema
    .alterTable('article_revisions')
    .addColumn('suggestion', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('article_revisions').dropColumn('suggestion').execute();
  for (const column of ['review_suggestion_id', 'review_at', 'review_by', 'review_note', 'review_state']) {
    await db.schema.alterTable('articles').dropColumn(column).execute();
  }
}
