import { PageHero } from '@tenants/shared';
import { contentPages, type ContentPageKey } from './content-pages';

/** A content page's opening band; the page's sections follow in the content-pages issue. */
export function ContentPage({ page }: { page: ContentPageKey }) {
  const { title, intro } = contentPages[page];
  return <PageHero title={title}>{intro && <p>{intro}</p>}</PageHero>;
}
