import { matchPath } from 'react-router-dom';

/** The events pages: the listing at /events, an event at /events/:slug. */
export type EventRoute = { kind: 'listing' } | { kind: 'event'; slug: string };

export function eventRoute(pathname: string): EventRoute | undefined {
  if (matchPath('/events', pathname)) return { kind: 'listing' };
  const slug = matchPath('/events/:slug', pathname)?.params.slug;
  return slug ? { kind: 'event', slug } : undefined;
}

/** Where each page's first-paint answer is kept in the page's data. */
export const eventListKey = 'events:list';
export const eventKey = (slug: string) => `events:event:${slug}`;
