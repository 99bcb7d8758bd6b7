/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The articles' version: one row whose number changes with every write to articles, whatever makes it (the
// import, in this process or another, a migration, SQL by hand), in the writer's transaction. The listing's
// cache (modules/articles/list-cache.ts) reads it on every request and keeps its answers only while it is
// unchanged: one indexed row, where a listing reads and counts articles.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('article_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  // Not 0: a table made again (down, then up) must never repeat a number an app has cached answers under.
  const start = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  await db.insertInto('article_versions').values({ id: 1, version: start }).execute();

  if (postgres) {
    await sql`
      create function articles_version() returns trigger language plpgsql as $$ begin
        update article_versions set version = version + 1;
        return null;
      end $$`.execute(db);
    // Once per statement (TRUNCATE included), however many rows it wrote.
    await sql`create trigger articles_version after insert or update or delete or truncate on articles for each statement execute function articles_version()`.execute(
      db,
    );
  } else {
    // SQLite's triggers run per row: an import of n articles counts n, in its one transaction.
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.ref(`articles_version_${event}`)} after ${sql.raw(event)} on articles begin update article_versions set version = version + 1; end`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger articles_version on articles`.execute(db);
    await sql`drop function articles_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.ref(`articles_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('article_versions').execute();
}
