import type { AxiosInstance } from 'axios';
import { matchPath } from 'react-router-dom';
import type { Article, FirstPaintData, LoadedPage, RuntimeConfig } from '@tenants/shared';
import axios from 'axios';
import { articleKey, asCard, fallThroughKey, listKey, othersKey, othersParams, unavailableKey } from '../features/articles/api/first-paint';
import { articleCategories } from '@tenants/shared/core';
import { getArticle } from '../features/articles/api/get-article';
import { getArticleList } from '../features/articles/api/get-article-list';
import { pickOthers } from '../features/article/lib/pick-others';
import { parseListingParams } from '../features/listing/hooks/use-listing-params';
import { loadNewsletterPage } from '../features/newsletters/api/load-newsletter-page';
import { loadEventPage } from '../features/events/api/load-event-page';
import { loadOffersPage } from '../features/offers/api/load-offers-page';
import { articleHead, digest } from './article-head';
import Page, { loadPage } from './page';

/** The news remote's server build (webpack.server.js): the same page as './Page', and its first-paint data. */
export default Page;

/**
 * What a news page needs at first paint, fetched by the site server while it renders the page: the
 * listing the address asks for, or the article (with its link-preview tags and Article data in the head)
 * and its two Other Articles. When the article or the listing cannot be loaded (the API or its database away)
 * the page says so and answers 503; the Other Articles failing are left out, and the page fetches them in
 * the browser; such a page is not kept. An unknown article is a 404. The cache key names what
 * the page was drawn from, with a digest of the answers, so a publish draws it again at the next request.
 * The newsletter pages answer their own (`loadNewsletterPage`: the confirm page confirms, and is never kept).
 */
/** A page whose data the API could not give: drawn with the "try again" message, answered 503, never kept. */
const unavailable: LoadedPage = { data: { [unavailableKey]: true }, status: 503, cacheKey: null };

export async function loadData(url: URL, client: AxiosInstance, config: RuntimeConfig): Promise<LoadedPage> {
  // The page's code too (a chunk of its own in the browser): taken now, the page renders without suspending.
  await loadPage(url.pathname);
  const newsletterPage = await loadNewsletterPage(url, client, config);
  if (newsletterPage) return newsletterPage;
  const eventPage = await loadEventPage(url, client, config);
  if (eventPage) return eventPage;
  const offersPage = await loadOffersPage(url, client, config);
  if (offersPage) return offersPage;
  const data: FirstPaintData = {};
  let complete = true;
  const keep = <T>(key: string, load: () => Promise<T>) =>
    load().then(
      (value) => ((data[key] = value), value),
      () => void (complete = false),
    );
  const alias = matchPath('/insights/:alias', url.pathname)?.params.alias;
  if (alias) {
    const article = getArticle(client, alias);
    // An unknown alias: the site's 404 page, not an empty article (the browser would go to /404 too).
    const failure = await article.then(
      () => undefined,
      (error: unknown) => (axios.isAxiosError(error) && error.response?.status === 404 ? 'missing' : 'unavailable'),
    );
    if (failure === 'missing') return { data: {}, status: 404, cacheKey: null };
    // The API did not answer (its database away): the article may well exist, so no 404 a crawler would
    // drop it for; the page says to try again.
    if (failure === 'unavailable') return unavailable;
    let pool: Article[] | undefined;
    const [drawn] = await Promise.all([
      keep(articleKey(alias), () => article),
      keep(othersKey(alias), async () => pickOthers((pool = (await getArticleList(client, othersParams)).articles), alias).map(asCard)),
    ]);
    return {
      data,
      ...(drawn ? { head: articleHead(drawn, config) } : {}),
      // The Other Articles are a random pick from the News list: a kept page keeps its pick while the list is the same.
      cacheKey: complete ? `article:${alias}|${digest(drawn)}|${digest(pool?.map((a) => a.alias))}` : null,
    };
  }
  const params = parseListingParams(url.searchParams);
  const list = await keep(listKey(params), async () => {
    const { articles, ...rest } = await getArticleList(client, params);
    return { ...rest, articles: articles.map(asCard) };
  });
  if (!list) return unavailable;
  // An empty search falls through to the first category with results (docs/product/news.md): found here
  // too, so a page without JavaScript can say where the articles are, or that there are none.
  let fallThrough: { categoryId: number | null } | undefined;
  if (list && !list.articles.length) {
    fallThrough = { categoryId: null };
    for (const { id } of articleCategories) {
      if (id === params.categoryId && params.page === 1) continue;
      const other = await getArticleList(client, { ...params, categoryId: id, page: 1 }).catch(() => undefined);
      if (!other) complete = false;
      if (other?.articles.length) {
        fallThrough = { categoryId: id };
        break;
      }
    }
    data[fallThroughKey(params)] = fallThrough;
  }
  // Kept only for an address whose values name something real (a category there is, a page within the
  // list): `?category=fill1` or `?page=9999` is drawn as the page it falls back to, but never enters the
  // site's page cache, or any visitor could fill the server's memory with copies of one page.
  const real = namesRealListing(url.searchParams, params, list.totalPage);
  return { data, cacheKey: complete && real ? `${listKey(params)}|${digest(list)}|${fallThrough?.categoryId ?? ''}` : null };
}

/** Whether each listing value the address gives is one the listing reads as written, within its pages. */
function namesRealListing(query: URLSearchParams, params: { page: number; categoryId: number }, totalPage: number): boolean {
  const category = query.get('category');
  const page = query.get('page');
  if (category !== null && category !== String(params.categoryId)) return false;
  return page === null || (page === String(params.page) && params.page <= Math.max(1, totalPage));
}
