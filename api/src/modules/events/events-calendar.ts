import { eventMessages, eventPagePath } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { calendarFile } from './ics';
import { publicWhere, visibleEvent } from './events-view';
import type { EventsDeps } from './events.service';

/**
 * The event as a calendar file anyone may add ("Add to calendar" on its page): one UID per event, so a
 * second download updates the first; where is what everyone may read (the town, or "Online").
 */
export async function publicCalendar(deps: Pick<EventsDeps, 'db' | 'siteUrl' | 'brand' | 'now'>, slug: string): Promise<string> {
  const event = await visibleEvent(deps.db, slug);
  if (!event.starts_at || !event.ends_at) throw new HttpError(404, eventMessages.notFound);
  const url = `${deps.siteUrl}${eventPagePath(event.slug)}`;
  return calendarFile({
    uid: `event-${event.id}@${new URL(deps.siteUrl).hostname}`,
    stamp: deps.now(),
    start: new Date(event.starts_at),
    end: new Date(event.ends_at),
    summary: event.title,
    description: `${event.summary ? `${event.summary}\n\n` : ''}${url}`,
    location: publicWhere(event),
    url,
    method: 'PUBLISH',
    cancelled: event.state === 'cancelled',
    organizer: { name: deps.brand.product, email: deps.brand.email },
  });
}
