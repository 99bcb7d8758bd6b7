import { SqliteAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { articlesPerPage } from '@tenants/shared/model';
import type { ArticleRow, Database, NewArticleRow } from '../../db/tables';
import { articleColumns } from './article-row';

export interface ArticleFilter {
  page: number;
  categoryId: number;
  keyword: string;
}

export interface ArticlePage {
  rows: ArticleRow[];
  totalPage: number;
}

/** Tables of migration 2026_11_23_2000_article_search that only this repository reads. */
type SearchTables = {
  /** PostgreSQL's stored tsvector of each article (SQLite's articles have no such column). */
  articles: { search_document: string };
  article_counts: { category_id: number; articles: number };
  /** SQLite's FTS5 index: `article_search` is the column MATCH takes; rowid is the article's key. */
  article_search: { rowid: bigint; article_search: string };
  article_search_keys: { key: bigint; article_id: string };
};

/**
 * One page of a category's published articles, newest first (alias breaking ties), and how many pages there
 * are; with a keyword, of those whose title, caption or body text holds every word of it, whole words stemmed
 * alike ("leases" finds "lease"). Not parts of words: matching the last word as a prefix, for search as you
 * type, made a typical search twice as slow and a common word's six times (the engines read every word the
 * prefix begins). A page is read from its first row on, found in an index, so a deep page costs about what the
 * first one does. Drafts never show, whatever their date: the listing's rows and counts leave out every
 * article whose status is not 'published', as they leave out one dated later.
 */
export async function listPublishedArticles(db: Kysely<Database>, filter: ArticleFilter, now: Date): Promise<ArticlePage> {
  const search = db.withTables<SearchTables>();
  const offset = (filter.page - 1) * articlesPerPage;
  const publishedBy = (until: string) =>
    search.selectFrom('articles').where('category_id', '=', filter.categoryId).where('status', '=', 'published').where('published_at', '<=', until);

  if (!filter.keyword) {
    const count = search.selectNoFrom((eb) =>
      eb(
        eb.fn.coalesce(eb.selectFrom('article_counts').select('articles').where('category_id', '=', filter.categoryId), eb.lit(0)),
        '-',
        eb
          .selectFrom('articles')
          .select(eb.fn.countAll<number>().as('hidden'))
          .where('category_id', '=', filter.categoryId)
          // The category's count holds every article: those not out (drafts, or dated later) are taken off.
          .where((eb) => eb.or([eb('status', '=', 'draft'), eb('published_at', '>', now.toISOString())])),
      ).as('count'),
    );
    return pageOf(publishedBy, count, now, offset);
  }

  const words = keywordWords(filter.keyword);
  // Punctuation alone ("%%", "--") is no word, so it finds nothing; a wildcard would have found everything.
  if (!words.length) return { rows: [], totalPage: 0 };
  if (isSqlite(db)) return sqliteSearch(search, words.map((word) => `"${word}"`).join(' '), filter.categoryId, offset, now);

  const matching = (until: string) => publishedBy(until).where('search_document', '@@', sql<string>`plainto_tsquery('english', ${words.join(' ')})`);
  return pageOf(
    matching,
    matching(now.toISOString()).select((eb) => eb.fn.countAll<string>().as('count')),
    now,
    offset,
  );
}

/** The two engines index words in their own full-text indexes (see migration 2026_11_23_2000_article_search). */
const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The words of a keyword: runs of letters and digits, all that either engine indexes. Everything else
 * (quotes, `*`, `%`, `_`, `:`, brackets) separates words, so nothing a visitor types is read as query syntax.
 */
export const keywordWords = (keyword: string) => keyword.match(/[\p{L}\p{N}]+/gu) ?? [];

type Tables = Database & SearchTables;

/** The articles of a listing published at `until` or before. */
type Scope = (until: string) => SelectQueryBuilder<Tables, 'articles', object>;

/** A query of one row, `count`: how many articles a listing has. */
type Count = SelectQueryBuilder<Tables, keyof Tables, { count: number | string }>;

const newestFirst = <O>(query: SelectQueryBuilder<Tables, 'articles', O>) => query.orderBy('published_at', 'desc').orderBy('alias');

/**
 * The page at `offset` of a listing, read from its first row on. Past the first page, that row's key
 * (published_at, alias) is found in the listing index (category_id, published_at desc, alias) without reading
 * an article, and the index is entered at that key: the articles before the page are never read.
 */
async function pageOf(scope: Scope, count: Count, now: Date, offset: number): Promise<ArticlePage> {
  if (!offset) return withCount(newestFirst(scope(now.toISOString()).select(articleColumns)).limit(articlesPerPage), count);
  const first = await newestFirst(scope(now.toISOString()).select(['published_at', 'alias']))
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
  if (!first) return { rows: [], totalPage: await countPages(count) };
  const page = newestFirst(scope(first.published_at).select(articleColumns))
    // Articles of the first row's second that sort before it are on the page before.
    .where((eb) => eb.or([eb('published_at', '<', first.published_at), eb('alias', '>=', first.alias)]))
    .limit(articlesPerPage);
  return withCount(page, count);
}

/**
 * A page's rows with the listing's count in the same statement (the driver prepares every statement anew, a
 * large part of a page's time); past the last page, the count alone.
 */
async function withCount<TB extends keyof Tables>(page: SelectQueryBuilder<Tables, TB, ArticleRow>, count: Count): Promise<ArticlePage> {
  const rows = await page.select(count.as('listing_count')).execute();
  if (!rows.length) return { rows: [], totalPage: await countPages(count) };
  return { rows: rows.map(({ listing_count: _, ...row }) => row), totalPage: pagesOf(rows[0].listing_count) };
}

const pagesOf = (articles: number | string | null) => Math.ceil(Number(articles) / articlesPerPage);
const countPages = async (count: Count) => pagesOf((await count.executeTakeFirstOrThrow()).count);

/**
 * SQLite's keys of a category's articles published by `now`, from its newest possible key to its last (the
 * layout is in the migration; publication times are whole seconds, as the import writes them). BigInt, because
 * better-sqlite3 binds every JavaScript number as a REAL, and FTS5 stops at a rowid bound only when it is an
 * INTEGER.
 */
function visibleKeys(categoryId: number, now: Date): { from: bigint; to: bigint } {
  const second = BigInt(Math.floor(now.getTime() / 1000)) + 62_167_219_200n;
  return { from: BigInt(categoryId) * 2n ** 51n + (2n ** 39n - 1n - second) * 4096n, to: BigInt(categoryId + 1) * 2n ** 51n - 1n };
}

/**
 * SQLite search: FTS5 yields matches in key order, which is the listing's order, so the page's keys are read
 * off the index from the category's newest visible key, and only the ten articles they name are read. Each
 * word is quoted, so FTS5 takes it as text.
 */
function sqliteSearch(search: Kysely<Tables>, query: string, categoryId: number, offset: number, now: Date): Promise<ArticlePage> {
  const { from, to } = visibleKeys(categoryId, now);
  // Drafts are indexed by their date like any article: their keys are left out (a desk holds a few).
  const drafts = search
    .selectFrom('article_search_keys')
    .innerJoin('articles', 'articles.id', 'article_search_keys.article_id')
    .select('article_search_keys.key')
    .where('articles.category_id', '=', categoryId)
    .where('articles.status', '=', 'draft');
  const matches = search
    .selectFrom('article_search')
    .where('article_search', 'match', query)
    .where('rowid', '>=', from)
    .where('rowid', '<=', to)
    .where('rowid', 'not in', drafts);
  const page = search
    .selectFrom('article_search_keys')
    .innerJoin('articles', 'articles.id', 'article_search_keys.article_id')
    .where('article_search_keys.key', 'in', matches.select('rowid').orderBy('rowid').offset(offset).limit(articlesPerPage))
    .select(articleColumns.map((column) => `articles.${column}` as const))
    .orderBy('article_search_keys.key');
  return withCount(
    page,
    matches.select((eb) => eb.fn.countAll<number>().as('count')),
  );
}

/**
 * The span of time around `now` in which a category's listings stay as they are at `now`: from its newest
 * article published by then (`from`, undefined when none is) to its next one dated later (`until`,
 * undefined when none is). Compared as the listing compares them, as ISO strings.
 */
export async function publicationWindow(db: Kysely<Database>, categoryId: number, now: Date): Promise<{ from?: string; until?: string }> {
  const at = now.toISOString();
  const inCategory = db.selectFrom('articles').where('category_id', '=', categoryId).where('status', '=', 'published');
  const row = await db
    .selectNoFrom([
      inCategory
        .select((eb) => eb.fn.max('published_at').as('from'))
        .where('published_at', '<=', at)
        .as('from'),
      inCategory
        .select((eb) => eb.fn.min('published_at').as('until'))
        .where('published_at', '>', at)
        .as('until'),
    ])
    .executeTakeFirstOrThrow();
  return { from: row.from ?? undefined, until: row.until ?? undefined };
}

/**
 * A published article by alias (an article dated in the future is not out yet, a draft never is). */
export async function findPublishedArticle(db: Kysely<Database>, alias: string, now: Date): Promise<ArticleRow | undefined> {
  return db
    .selectFrom('articles')
    .select(articleColumns)
    .where('alias', '=', alias)
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .executeTakeFirst();
}

/** Every published article's address and last change, newest first (the sitemap). */
export async function listPublishedAliases(db: Kysely<Database>, now: Date): Promise<Array<{ alias: string; updated_at: string }>> {
  return db
    .selectFrom('articles')
    .select(['alias', 'updated_at'])
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .execute();
}

export async function findArticleRowsByAlias(db: Kysely<Database>, aliases: string[]): Promise<ArticleRow[]> {
  if (!aliases.length) return [];
  return db.selectFrom('articles').select(articleColumns).where('alias', 'in', aliases).execute();
}

/** Inserts the article, or updates the one with its alias (keeping that row's id and created_at). */
export async function upsertArticleRow(db: Kysely<Database>, row: NewArticleRow): Promise<void> {
  const { id: _id, created_at: _created, alias: _alias, ...changes } = row;
  await db
    .insertInto('articles')
    .values(row)
    .onConflict((oc) => oc.column('alias').doUpdateSet(changes))
    .execute();
}

/**
 * Merges SQLite's full-text index into one segment after articles were written: a bulk import leaves it in
 * many, and every search reads each one (at 30,000 articles a search took twice as long). PostgreSQL's GIN
 * index merges its pending entries on its own (autovacuum).
 */
export async function tidySearchIndex(db: Kysely<Database>): Promise<void> {
  if (isSqlite(db)) await sql`insert into article_search (article_search) values ('optimize')`.execute(db);
}
