import axios, { type AxiosInstance } from 'axios';
import { eventPagePath, eventsPagePath, eventWhen, type HeadTags, type LoadedPage, type PublicEvent, type RuntimeConfig } from '@tenants/shared';
import { digest, previewDescription } from '../../../expose/article-head';
import { eventKey, eventListKey, eventRoute } from '../lib/event-route';
import { getEvent, getEvents } from './event-calls';

const absolute = (config: Pick<RuntimeConfig, 'siteUrl' | 'apiBase'>, path: string) => {
  if (/^https?:\/\//.test(path)) return path;
  const origin = config.siteUrl ?? '';
  return `${/^https?:\/\//.test(config.apiBase) && path.startsWith('/media/') ? config.apiBase : origin}${path}`;
};

/**
 * An event page's head: title, description, link-preview tags and schema.org Event data for search engines
 * (the online link is never in it: it is for those booked). Data only: the site server escapes and writes it.
 */
export function eventHead(event: PublicEvent, config: RuntimeConfig): HeadTags {
  const url = `${config.siteUrl ?? ''}${eventPagePath(event.slug)}`;
  const description = previewDescription(event.summary || `${event.title}: ${eventWhen(event.startsAt, event.endsAt)}`);
  const image = event.pictureUrl ? absolute(config, event.pictureUrl) : undefined;
  return {
    title: `${event.title} | ${config.brand.product}`,
    canonical: url,
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: event.title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus: event.state === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
        eventAttendanceMode: event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
        location: event.online ? { '@type': 'VirtualLocation', url } : { '@type': 'Place', name: event.where, address: event.where },
        ...(image ? { image: [image] } : {}),
        organizer: { '@type': 'Organization', name: config.brand.product, url: config.siteUrl ?? '' },
        url,
      },
    ],
  };
}

/**
 * What an events page needs at first paint, or undefined for an address that is not one: the listing, or
 * the event (404 when unknown). Kept by a digest of the answer (places left included), so a booking draws
 * the page again at the next request. Drawn without a token: a member's own booking is asked for in the
 * browser. A call that fails is left out and the page asks in the browser; such a page is not kept.
 */
export async function loadEventPage(url: URL, client: AxiosInstance, config: RuntimeConfig): Promise<LoadedPage | undefined> {
  const route = eventRoute(url.pathname);
  if (!route) return undefined;
  if (route.kind === 'listing') {
    const head: HeadTags = { title: `Events | ${config.brand.product}`, canonical: `${config.siteUrl ?? ''}${eventsPagePath}` };
    try {
      const events = await getEvents(client);
      return { data: { [eventListKey]: events }, head, cacheKey: `${eventListKey}|${digest(events)}` };
    } catch {
      return { data: {}, head, cacheKey: null };
    }
  }
  try {
    const event = await getEvent(client, route.slug);
    return { data: { [eventKey(route.slug)]: event }, head: eventHead(event, config), cacheKey: `${eventKey(route.slug)}|${digest(event)}` };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return { data: {}, status: 404, cacheKey: null };
    return { data: {}, cacheKey: null };
  }
}
