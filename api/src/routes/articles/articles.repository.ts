import { sql, type Kysely } from 'kysely';
import { articleCategories, articlesPerPage, type Article } from '@tenants/shared';
import type { ArticleRow, Database, NewArticleRow } from '../../db/tables';

export interface ArticleFilter {
  page: number;
  categoryId: number;
  keyword: string;
}

/** `%` and `_` typed by a visitor are letters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a category's published articles, newest first, and how many pages there are. The keyword
 * matches title, caption and body text without regard to case: lower() on both sides, because LIKE is
 * case-sensitive on PostgreSQL and ASCII-insensitive only on SQLite.
 */
export async function listPublishedArticles(db: Kysely<Database>, filter: ArticleFilter, now: Date): Promise<{ rows: ArticleRow[]; totalPage: number }> {
  let query = db.selectFrom('articles').where('category_id', '=', filter.categoryId).where('published_at', '<=', now.toISOString());
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    const matches = (column: 'title' | 'caption' | 'body_text') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([matches('title'), matches('caption'), matches('body_text')]));
  }
  const { count } = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('alias')
    .limit(articlesPerPage)
    .offset((filter.page - 1) * articlesPerPage)
    .execute();
  return { rows, totalPage: Math.ceil(Number(count) / articlesPerPage) };
}

/** A published article by alias (an article dated in the future is not out yet). */
export async function findPublishedArticle(db: Kysely<Database>, alias: string, now: Date): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('alias', '=', alias).where('published_at', '<=', now.toISOString()).executeTakeFirst();
}

export async function findArticleRowsByAlias(db: Kysely<Database>, aliases: string[]): Promise<ArticleRow[]> {
  if (!aliases.length) return [];
  return db.selectFrom('articles').selectAll().where('alias', 'in', aliases).execute();
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

/** A row in the shape of the contract (SPEC §3: content[0] is the body, Media.path, Category.name). */
export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    title: row.title,
    alias: row.alias,
    caption: row.caption,
    content: [row.body_html],
    author: row.author,
    publishedAt: row.published_at,
    text: row.text,
    Media: { path: row.media_path, alt: row.media_alt },
    Category: { id: row.category_id, name: articleCategories.find((c) => c.id === row.category_id)?.name ?? 'News' },
  };
}
