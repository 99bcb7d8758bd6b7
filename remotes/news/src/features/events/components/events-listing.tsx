import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Container, LoadingOverlay, PageHero, eventAudienceLabels, eventPagePath, eventWhen } from '@tenants/shared/core';
import type { PublicEvent, RemoteProps } from '@tenants/shared';
import { useEventsApi } from '../api/events-api';
import { eventListKey } from '../lib/event-route';
import { places } from '../lib/event-words';
import './events.css';

/** A place's line on a card: how many are left, or that the waiting list is open. */
export const placesLine = (event: PublicEvent) =>
  event.state === 'cancelled' ? 'Cancelled' : event.placesLeft > 0 ? `${places(event.placesLeft)} left` : 'Full: join the waiting list';

/** /events: the coming events, soonest first, each with its time (UK, with the zone), where, and places. */
export function EventsListing({ config, session, data }: RemoteProps) {
  const api = useEventsApi(config, session);
  const [events, setEvents] = useState<PublicEvent[] | null>(() => (data?.[eventListKey] as PublicEvent[] | undefined) ?? null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (events) return;
    const controller = new AbortController();
    api.getEvents(controller.signal).then(setEvents, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
    // Fetched once: showing the list must not fetch it again.
  }, [api]);

  useEffect(() => {
    document.title = `Events | ${config.brand.product}`;
  }, [config.brand.product]);

  return (
    <>
      <PageHero title="Events" eyebrow="Members' events">
        <p>Talks, clinics and meet-ups for commercial tenants. Members book a place in one step; joining is free.</p>
      </PageHero>
      <Container className="news-events">
        <LoadingOverlay active={!events && !failed} label="Loading events" />
        {failed && <p role="alert">We could not load the events. Please try again in a moment.</p>}
        {events && !events.length && <p>There are no events coming up just now. Please look again soon.</p>}
        {events && events.length > 0 && (
          <ul className="news-events__list">
            {events.map((event) => (
              <li key={event.slug} className="news-events__item">
                <h2 className="news-events__title">
                  <Link to={eventPagePath(event.slug)}>{event.title}</Link>
                </h2>
                <p className="news-events__when">{eventWhen(event.startsAt, event.endsAt)}</p>
                <p className="news-events__meta">
                  {event.where} · {eventAudienceLabels[event.audience]} · {placesLine(event)}
                </p>
                {event.summary && <p>{event.summary}</p>}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
