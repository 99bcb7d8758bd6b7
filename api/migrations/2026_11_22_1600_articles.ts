/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // The import's key: a file's alias is its identity, so re-importing updates the row in place.
    .addColumn('alias', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    // The body without markup: keyword search must not match tag or attribute names.
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('author', 'varchar(200)')
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('media_path', 'varchar(300)', (col) => col.notNull())
    .addColumn('media_alt', 'varchar(300)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The listing: one category, newest first.
  await db.schema.createIndex('articles_category_published').on('articles').columns(['category_id', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('articles').execute();
}
