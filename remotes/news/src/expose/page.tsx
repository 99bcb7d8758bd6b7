import { matchPath, useLocation } from 'react-router-dom';
import type { RemoteProps } from '@tenants/shared';
import { ArticlePage } from '../features/article/components/article-page';
import { NewsListing } from '../features/listing/components/news-listing';

/** The news remote's page: the listing on /news, an article on /insights/:alias. */
export default function NewsPage(props: RemoteProps) {
  const { pathname } = useLocation();
  const alias = matchPath('/insights/:alias', pathname)?.params.alias;
  // Keyed by alias so moving between articles starts from a clean page.
  if (alias) return <ArticlePage key={alias} {...props} alias={alias} />;
  return <NewsListing {...props} />;
}
