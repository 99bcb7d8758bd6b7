import { articleCategories } from '@tenants/shared/core';
import type { Article, FirstPaintData } from '@tenants/shared';
import type { ArticleListParams, ArticleListPayload } from './get-article-list';

/** The keys of the answers a news page is drawn from at first paint (see `loadData`). */
export const listKey = (p: ArticleListParams) => `list:${p.categoryId}|${p.page}|${p.keyword}`;
/**
 * Where the server found articles for an empty search (docs/product/news.md's fall-through, done at first
 * paint): another category's id, or null when none has any. Without JavaScript the page says so itself.
 */
export const fallThroughKey = (p: ArticleListParams) => `fallthrough:${listKey(p)}`;
export const articleKey = (alias: string) => `article:${alias}`;
/** An article's Other Articles as the server drew them (a random pick: the browser must draw the same). */
export const othersKey = (alias: string) => `others:${alias}`;
/** docs/product/api.md: an article's Other Articles come from the News list with empty page and keyword. */
export const othersParams: ArticleListParams = { page: '', categoryId: articleCategories[0].id, keyword: '' };

/**
 * An article as a card shows it, for a page's first-paint data: without its body, which no card shows. The
 * bodies were a quarter of /news's HTML (28 of 112 kB), carried in the page and parsed on a phone's CPU
 * before the page could come alive. The page fetches a whole article when it opens one.
 */
export const asCard = (article: Article): Article => ({ ...article, content: [] });

export const firstPaintList = (data: FirstPaintData | undefined, params: ArticleListParams) => data?.[listKey(params)] as ArticleListPayload | undefined;
export const firstPaintArticle = (data: FirstPaintData | undefined, alias: string) => data?.[articleKey(alias)] as Article | undefined;
export const firstPaintOthers = (data: FirstPaintData | undefined, alias: string) => data?.[othersKey(alias)] as Article[] | undefined;
export const firstPaintFallThrough = (data: FirstPaintData | undefined, params: ArticleListParams) =>
  data?.[fallThroughKey(params)] as { categoryId: number | null } | undefined;

/**
 * The server could not load what the page shows (the API answered 5xx or not at all: the database away): the
 * page is drawn with the "try again" message and answered 503, not an empty page or a 404.
 */
export const unavailableKey = 'unavailable';
export const firstPaintUnavailable = (data: FirstPaintData | undefined) => data?.[unavailableKey] === true;
