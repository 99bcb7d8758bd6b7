/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Keyword search in the engines' full-text indexes, and the listing's order (newest first, then alias) in
// indexes, so neither a search nor a deep page reads every article. Titles, captions and body text are
// indexed; body_text is the body with its markup stripped by the import, so tags and attributes are never
// words. Words are stemmed on both engines ("leases" finds "lease"). Triggers keep every structure here in
// step with the articles, whatever writes them (the import, or SQL by hand), in the writer's transaction.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // The listing walks a category newest first, alias breaking ties: this index finds a page's first row
  // without reading an article, and makes the old (category_id, published_at) index redundant.
  await db.schema.createIndex('articles_listing').on('articles').columns(['category_id', 'published_at desc', 'alias']).execute();
  await db.schema.dropIndex('articles_category_published').execute();

  // How many articles each category has: the listing's page count is read here instead of counted (at 10,000
  // articles a category, counting its index took longer than the rest of the request).
  await db.schema
    .createTable('article_counts')
    .addColumn('category_id', 'integer', (col) => col.primaryKey())
    .addColumn('articles', 'integer', (col) => col.notNull())
    .execute();
  await db
    .insertInto('article_counts')
    .columns(['category_id', 'articles'])
    .expression(
      db
        .selectFrom('articles')
        .select(['category_id', (eb) => eb.fn.countAll().as('articles')])
        .groupBy('category_id'),
    )
    .execute();

  if (postgres) await postgresSearch(db);
  else await sqliteSearch(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger articles_count on articles`.execute(db);
    await sql`drop function articles_count()`.execute(db);
    await sql`drop index articles_search`.execute(db);
    await sql`alter table articles drop column search_document`.execute(db);
  } else {
    for (const trigger of ['articles_insert', 'articles_update', 'articles_delete']) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    await sql`drop table article_search`.execute(db);
    await db.schema.dropTable('article_search_keys').execute();
  }
  await db.schema.dropTable('article_counts').execute();
  await db.schema.createIndex('articles_category_published').on('articles').columns(['category_id', 'published_at']).execute();
  await db.schema.dropIndex('articles_listing').execute();
}

/**
 * PostgreSQL: the 'english' tsvector of the three fields, stored (computed on every write) and indexed with
 * GIN. ASCII punctuation becomes space first, so words are runs of letters and digits as SQLite's unicode61
 * tokenizer sees them (PostgreSQL's parser would otherwise keep "news-10" as "news" and "-10", or an e-mail
 * address as one word). Stored rather than an expression index, because a plan that filters the listing
 * index row by row (the planner's choice for a common word) would otherwise parse each article again.
 */
async function postgresSearch(db: Kysely<any>): Promise<void> {
  const punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
  await sql`
    alter table articles add column search_document tsvector generated always as (
      to_tsvector('english', translate(title || ' ' || caption || ' ' || body_text, ${sql.lit(punctuation)}, ${sql.lit(' '.repeat(punctuation.length))}))
    ) stored`.execute(db);
  await sql`create index articles_search on articles using gin (search_document)`.execute(db);

  await sql`
    create function articles_count() returns trigger language plpgsql as $$ begin
      if tg_op in ('UPDATE', 'DELETE') then
        update article_counts set articles = articles - 1 where category_id = old.category_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into article_counts (category_id, articles) values (new.category_id, 1)
          on conflict (category_id) do update set articles = article_counts.articles + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger articles_count after insert or delete or update of category_id on articles for each row execute function articles_count()`.execute(
    db,
  );
}

/*
 * SQLite: an FTS5 index (porter stemming, like PostgreSQL's 'english') whose rowid is the article's place in
 * the listing, so a page of matches is read off the index in order (no match is sorted, no article before the
 * page is read), and a category's matches are one range of rowids.
 *   key = category_id * 2^51 + (2^39 - 1 - seconds since 0000-01-01 of published_at) * 4096 + n
 * Keys rise as articles get older within a category, each category is one range, and n (0-4095) orders the
 * articles of one category published in the same second by alias: a new one in that second renumbers them.
 * The FTS5 table is contentless (the text lives in articles alone), so article_search_keys ties each key to its
 * article.
 */
const secondsBeforeEpoch = 62_167_219_200;
const keysOfSecond = (row: 'new' | 'articles') =>
  sql.raw(`(${row}.category_id * ${2 ** 51} + (${2 ** 39 - 1} - (unixepoch(${row}.published_at) + ${secondsBeforeEpoch})) * 4096)`);

/** The statements run for an article written (`new`): count it, then key and index its second again. */
const indexNew = (() => {
  const first = keysOfSecond('new');
  const last = sql`(${first} + 4095)`;
  return sql`
    insert into article_counts (category_id, articles) values (new.category_id, 1)
      on conflict (category_id) do update set articles = articles + 1;
    select raise(abort, 'articles.published_at must be an ISO 8601 time') where unixepoch(new.published_at) is null;
    select raise(abort, 'more than 4096 articles of one category published in the same second')
      where (select count(*) from article_search_keys where key between ${first} and ${last}) = 4096;
    delete from article_search where rowid between ${first} and ${last};
    update article_search_keys set key = -key where key between ${first} and ${last};
    insert into article_search_keys (key, article_id)
      select ${first} + row_number() over (order by alias) - 1, id from articles
      where id = new.id or id in (select article_id from article_search_keys where key between -${last} and -${first});
    delete from article_search_keys where key between -${last} and -${first};
    insert into article_search (rowid, title, caption, body_text)
      select k.key, a.title, a.caption, a.body_text from article_search_keys k join articles a on a.id = k.article_id
      where k.key between ${first} and ${last};`;
})();

/** The statements run for an article removed or rewritten (`old`): the rest of its second keep their order. */
const unindexOld = sql`
  update article_counts set articles = articles - 1 where category_id = old.category_id;
  delete from article_search where rowid = (select key from article_search_keys where article_id = old.id);
  delete from article_search_keys where article_id = old.id;`;

async function sqliteSearch(db: Kysely<any>): Promise<void> {
  const undated = await sql<{ alias: string }>`select alias from articles where unixepoch(published_at) is null`.execute(db);
  if (undated.rows.length) throw new Error(`published_at is not an ISO 8601 time for: ${undated.rows.map((r) => r.alias).join(', ')}`);
  const crowded = await sql`select 1 from articles group by category_id, unixepoch(published_at) having count(*) > 4096`.execute(db);
  if (crowded.rows.length) throw new Error('more than 4096 articles of one category are published in the same second');

  await db.schema
    .createTable('article_search_keys')
    .addColumn('key', 'integer', (col) => col.primaryKey())
    // Not unique: while a second is renumbered, its articles briefly hold an old key and a new one.
    .addColumn('article_id', 'varchar(36)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('article_search_keys_article_id').on('article_search_keys').column('article_id').execute();
  await sql`create virtual table article_search using fts5(title, caption, body_text, content='', contentless_delete=1, tokenize='porter unicode61')`.execute(
    db,
  );

  await sql`
    insert into article_search_keys (key, article_id)
    select ${keysOfSecond('articles')} + row_number() over (partition by category_id, unixepoch(published_at) order by alias) - 1, id from articles`.execute(
    db,
  );
  await sql`
    insert into article_search (rowid, title, caption, body_text)
    select k.key, a.title, a.caption, a.body_text from article_search_keys k join articles a on a.id = k.article_id`.execute(db);
  // One segment, as the import leaves it (see tidySearchIndex in the articles repository).
  await sql`insert into article_search (article_search) values ('optimize')`.execute(db);

  await sql`create trigger articles_insert after insert on articles begin ${indexNew} end`.execute(db);
  await sql`create trigger articles_update after update of id, alias, title, caption, body_text, category_id, published_at on articles begin ${unindexOld} ${indexNew} end`.execute(
    db,
  );
  await sql`create trigger articles_delete after delete on articles begin ${unindexOld} end`.execute(db);
}
