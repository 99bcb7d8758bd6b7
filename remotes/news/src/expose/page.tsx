import { matchPath, useLocation } from 'react-router-dom';
import type { RemoteProps } from '@tenants/shared';
import { newsletterRoute } from '../features/newsletters/lib/newsletter-route';
import { eventRoute } from '../features/events/lib/event-route';
import { routePage } from './route-page';

/*
 * The listing and the article each in a chunk of their own (the article's with DOMPurify), so a visitor
 * downloads only the page they open. The build fetches the chunk of the address the browser is on
 * together with this module (route-chunks-plugin.js, configured in webpack.config.js with the same
 * addresses), so it is here when the page first renders: no second round trip before hydration.
 */
const article = routePage(() => import(/* webpackChunkName: "news-article" */ '../features/article/components/article-page').then((m) => m.ArticlePage));
const listing = routePage(() => import(/* webpackChunkName: "news-listing" */ '../features/listing/components/news-listing').then((m) => m.NewsListing));

// The newsletter pages, each in a chunk of its own too; confirm and unsubscribe share one.
const archive = routePage(() =>
  import(/* webpackChunkName: "news-newsletter-archive" */ '../features/newsletters/components/newsletter-archive').then((m) => m.NewsletterArchive),
);
const newsletter = routePage(() =>
  import(/* webpackChunkName: "news-newsletter" */ '../features/newsletters/components/newsletter-page').then((m) => m.NewsletterPage),
);
const confirm = routePage(() =>
  import(/* webpackChunkName: "news-subscription" */ '../features/newsletters/components/confirm-page').then((m) => m.ConfirmPage),
);
const unsubscribe = routePage(() =>
  import(/* webpackChunkName: "news-subscription" */ '../features/newsletters/components/unsubscribe-page').then((m) => m.UnsubscribePage),
);

// The events pages, the listing and an event each in a chunk of its own.
const eventsListing = routePage(() =>
  import(/* webpackChunkName: "news-events" */ '../features/events/components/events-listing').then((m) => m.EventsListing),
);
const eventPage = routePage(() => import(/* webpackChunkName: "news-event" */ '../features/events/components/event-page').then((m) => m.EventPage));

const offersPage = routePage(() => import(/* webpackChunkName: "news-offers" */ '../features/offers/components/offers-page').then((m) => m.OffersPage));

const articleAlias = (pathname: string) => matchPath('/insights/:alias', pathname)?.params.alias;

/** The page at `pathname`: an article, a newsletter page, or (any other address) the listing. */
function routeOf(pathname: string) {
  if (articleAlias(pathname)) return article;
  const events = eventRoute(pathname);
  if (events) return events.kind === 'event' ? eventPage : eventsListing;
  if (pathname === '/offers') return offersPage;
  const route = newsletterRoute(pathname);
  if (!route) return listing;
  return { archive, newsletter, confirm, unsubscribe }[route.kind];
}

/** Fetches the code of the page drawn at `pathname`. */
export const loadPage = (pathname: string): Promise<unknown> => routeOf(pathname).load();

// In the browser the chunk is usually here already (see above): its module is taken now, before the page
// renders. (A failure shows when the page renders: its lazy component tries again.)
if (typeof window !== 'undefined') loadPage(window.location.pathname).catch(() => undefined);

/** The news remote's page: the listing on /news, an article on /insights/:alias, the newsletter pages on /newsletters/*, the events on /events/*. */
export default function NewsPage(props: RemoteProps) {
  const { pathname } = useLocation();
  const alias = articleAlias(pathname);
  // Keyed by alias (or slug) so moving between articles starts from a clean page.
  if (alias) return <article.Page key={alias} {...props} alias={alias} />;
  const events = eventRoute(pathname);
  if (events?.kind === 'event') return <eventPage.Page key={events.slug} {...props} slug={events.slug} />;
  if (events) return <eventsListing.Page {...props} />;
  if (pathname === '/offers') return <offersPage.Page {...props} />;
  const route = newsletterRoute(pathname);
  if (route?.kind === 'newsletter') return <newsletter.Page key={route.slug} {...props} slug={route.slug} />;
  if (route?.kind === 'archive') return <archive.Page {...props} />;
  if (route?.kind === 'confirm') return <confirm.Page {...props} />;
  if (route?.kind === 'unsubscribe') return <unsubscribe.Page {...props} />;
  return <listing.Page {...props} />;
}
