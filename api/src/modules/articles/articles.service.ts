import type { Kysely } from 'kysely';
import type { Article } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { sanitiseArticleHtml } from './sanitize';
import { findPublishedArticle, keywordWords, listPublishedAliases, listPublishedArticles, publicationWindow, toArticle, type ArticleFilter } from './articles.repository';

export { keywordWords, type ArticleFilter };

export const articleMessages = { notFound: 'No such article.', noMedia: 'No such picture.' } as const;

/** Articles change when marketing imports; a minute of caching spares the database without hiding an edit for long. */
export const articleCacheControl = 'public, max-age=60';

/**
 * A page of a category's listing in the contract's shape, with the span of time around `now` in which it
 * stays as it is (`from`, `until`: what the listing's cache keeps it for).
 */
export async function articleListing(db: Kysely<Database>, filter: ArticleFilter, now: Date) {
  const { rows, totalPage } = await listPublishedArticles(db, filter, now);
  const window = await publicationWindow(db, filter.categoryId, now);
  return { articles: rows.map(toArticle), totalPage, ...window };
}

/** A published article by alias, in the contract's shape (an article dated in the future is not out yet). */
export async function publishedArticle(db: Kysely<Database>, alias: string, now: Date): Promise<Article | undefined> {
  const row = await findPublishedArticle(db, alias, now);
  return row && toArticle(row);
}

/** Every published article's address and last change, newest first (the sitemap). */
export const publishedAliases = (db: Kysely<Database>, now: Date) => listPublishedAliases(db, now);

/**
 * A published article by alias, for the API: a 404 when there is none. Its body goes through the policy
 * again as it leaves (the import sanitised it; a row written another way is not trusted): the site server
 * draws the article page from this answer, so what reaches a browser's HTML has passed the policy.
 */
export async function findArticle(db: Kysely<Database>, alias: string, now: Date): Promise<Article> {
  const article = await publishedArticle(db, alias, now);
  if (!article) throw new HttpError(404, articleMessages.notFound);
  return { ...article, content: [sanitiseArticleHtml(article.content[0] ?? '').html, ...article.content.slice(1)] };
}
