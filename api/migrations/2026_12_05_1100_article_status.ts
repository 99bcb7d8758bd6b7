/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// An article's state is a column of its own, 'draft' or 'published' (a published article dated later is
// scheduled), instead of the is_published flag and a draft's published_at set far in the future (year 9000)
// to keep it out of every read that compares dates. A draft now keeps a real date: when it was written, or
// for an article taken off the site the date it had, so that an undo or a later publish finds it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .execute();
  await sql`update articles set status = 'draft' where is_published = 0 or published_at >= '9000'`.execute(db);
  // Whole seconds, as every publication time (SQLite's search keys count seconds).
  await sql`
    update articles set published_at = coalesce(unpublished_from, substr(created_at, 1, 19) || '.000Z')
    where published_at >= '9000'`.execute(db);
  await db.schema.alterTable('articles').dropColumn('is_published').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`update articles set is_published = 0 where status = 'draft'`.execute(db);
  // The placeholder the reads relied on then, one second apart per draft as they were written.
  await sql`
    update articles set published_at = '9' || substr(published_at, 2)
    where status = 'draft'`.execute(db);
  await db.schema.alterTable('articles').dropColumn('status').execute();
}
