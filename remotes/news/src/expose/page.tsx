import { matchPath, useLocation } from 'react-router-dom';
import { PageHero, type RemoteProps } from '@tenants/shared';

/** "rent-review-changes-2024" → "Rent Review Changes 2024", until the article itself is fetched. */
const titleFromAlias = (alias: string) =>
  decodeURIComponent(alias)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The news remote's page: the listing on /news, an article on /insights/:id. */
export default function NewsPage(_props: RemoteProps) {
  const { pathname } = useLocation();
  const article = matchPath('/insights/:id', pathname);
  if (article?.params.id) {
    return <PageHero eyebrow="Insights" title={titleFromAlias(article.params.id)} />;
  }
  return (
    <PageHero title="News" eyebrow="Latest">
      <p>News, hot topics and insights for commercial tenants.</p>
    </PageHero>
  );
}
