import { matchPath, useLocation } from 'react-router-dom';
import type { RemoteProps } from '@tenants/shared';
import { routePage } from './route-page';

/*
 * The listing and the article each in a chunk of their own (the article's with DOMPurify), so a visitor
 * downloads only the page they open. The build fetches the chunk of the address the browser is on
 * together with this module (route-chunks-plugin.js, configured in webpack.config.js with the same
 * addresses), so it is here when the page first renders: no second round trip before hydration.
 */
const article = routePage(() => import(/* webpackChunkName: "news-article" */ '../features/article/components/article-page').then((m) => m.ArticlePage));
const listing = routePage(() => import(/* webpackChunkName: "news-listing" */ '../features/listing/components/news-listing').then((m) => m.NewsListing));

const articleAlias = (pathname: string) => matchPath('/insights/:alias', pathname)?.params.alias;

/** Fetches the code of the page drawn at `pathname`: any address that is not an article is the listing. */
export const loadPage = (pathname: string): Promise<unknown> => (articleAlias(pathname) ? article : listing).load();

// In the browser the chunk is usually here already (see above): its module is taken now, before the page
// renders. (A failure shows when the page renders: its lazy component tries again.)
if (typeof window !== 'undefined') loadPage(window.location.pathname).catch(() => undefined);

/** The news remote's page: the listing on /news, an article on /insights/:alias. */
export default function NewsPage(props: RemoteProps) {
  const { pathname } = useLocation();
  const alias = articleAlias(pathname);
  // Keyed by alias so moving between articles starts from a clean page.
  if (alias) return <article.Page key={alias} {...props} alias={alias} />;
  return <listing.Page {...props} />;
}
