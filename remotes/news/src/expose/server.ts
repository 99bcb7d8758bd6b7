import type { AxiosInstance } from 'axios';
import { matchPath } from 'react-router-dom';
import { notFoundKey, type FirstPaintData } from '@tenants/shared';
import axios from 'axios';
import { articleKey, listKey, othersKey, othersParams } from '../features/articles/api/first-paint';
import { getArticle } from '../features/articles/api/get-article';
import { getArticleList } from '../features/articles/api/get-article-list';
import { pickOthers } from '../features/article/lib/pick-others';
import { parseListingParams } from '../features/listing/hooks/use-listing-params';
import Page, { loadPage } from './page';

/** The news remote's server build (webpack.server.js): the same page as './Page', and its first-paint data. */
export default Page;

/**
 * What a news page needs at first paint, fetched by the site server while it renders the page: the
 * listing the address asks for, or the article and its two Other Articles. What fails to
 * load is left out, and the page fetches it in the browser as it would without a server.
 */
export async function loadData(url: URL, client: AxiosInstance): Promise<FirstPaintData> {
  // The page's code too (a chunk of its own in the browser): taken now, the page renders without suspending.
  await loadPage(url.pathname);
  const data: FirstPaintData = {};
  const keep = (key: string, load: () => Promise<unknown>) =>
    load().then(
      (value) => void (data[key] = value),
      () => undefined,
    );
  const alias = matchPath('/insights/:alias', url.pathname)?.params.alias;
  if (alias) {
    const article = getArticle(client, alias);
    // An unknown alias: the 404 page, not an empty article (the browser would go to /404 too).
    const missing = await article.then(
      () => false,
      (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404,
    );
    if (missing) return { [notFoundKey]: true };
    await Promise.all([keep(articleKey(alias), () => article), keep(othersKey(alias), async () => pickOthers((await getArticleList(client, othersParams)).articles, alias))]);
  } else {
    const params = parseListingParams(url.searchParams);
    await keep(listKey(params), () => getArticleList(client, params));
  }
  return data;
}
