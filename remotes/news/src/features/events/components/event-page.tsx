import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Container, LoadingOverlay, PageHero, eventAudienceLabels, eventsPagePath, eventWhen, paths } from '@tenants/shared/core';
import type { PublicEvent, RemoteProps } from '@tenants/shared';
import { sanitiseArticleHtml } from '../../article/lib/sanitize-article-html';
import { useEventsApi } from '../api/events-api';
import { eventKey } from '../lib/event-route';
import { calendarFilePath } from '../lib/event-words';
import { BookingPanel } from './booking-panel';
import '../../article/components/article.css';
import './events.css';

/**
 * /events/:slug: the event, its time on the UK's clock with the zone, where (the town for everyone, the
 * address or link for those booked), the places left and the booking panel. The server draws it without a
 * token; a signed-in member's own booking is asked for once the page is live. Unknown: the 404 page.
 */
export function EventPage({ config, session, data, slug }: RemoteProps & { slug: string }) {
  const api = useEventsApi(config, session);
  const navigate = useNavigate();
  const [event, setEvent] = useState<PublicEvent | null>(() => (data?.[eventKey(slug)] as PublicEvent | undefined) ?? null);

  useEffect(() => {
    // Asked again with the member's token (their booking, the address), or first asked when not drawn by the server.
    if (event && !session.loggedIn) return;
    const controller = new AbortController();
    api.getEvent(slug, controller.signal).then(setEvent, () => {
      if (!controller.signal.aborted && !event) navigate(paths.notFound, { replace: true });
    });
    return () => controller.abort();
    // Once per event and sign-in: showing the event must not fetch it again.
  }, [api, slug, session.loggedIn]);

  useEffect(() => {
    if (event) document.title = `${event.title} | ${config.brand.product}`;
  }, [event, config.brand.product]);

  if (!event) return <LoadingOverlay active blank label="Loading event" />;
  return (
    <article>
      <PageHero title={event.title} eyebrow={eventAudienceLabels[event.audience]}>
        <p>{eventWhen(event.startsAt, event.endsAt)}</p>
      </PageHero>
      <Container className="news-event">
        <p>
          <Link to={eventsPagePath}>All events</Link>
        </p>
        <div className="news-event__layout">
          <div>
            {event.pictureUrl && <img className="news-event__picture" src={event.pictureUrl} alt={event.pictureAlt} />}
            <dl className="news-event__facts">
              <dt>When</dt>
              <dd>{eventWhen(event.startsAt, event.endsAt)}</dd>
              <dt>Where</dt>
              <dd>{event.place ?? event.where}</dd>
            </dl>
            {event.state === 'published' && (
              <p>
                {/* A file the visitor's calendar opens: works without script and without an account. */}
                <a href={calendarFilePath(config.apiBase, event.slug)} download={`${event.slug}.ics`}>
                  Add to calendar
                </a>
              </p>
            )}
            {event.summary && <p>{event.summary}</p>}
            <div className="news-article__body" dangerouslySetInnerHTML={{ __html: sanitiseArticleHtml(event.descriptionHtml) }} />
          </div>
          <BookingPanel event={event} session={session} api={api} onChanged={setEvent} />
        </div>
      </Container>
    </article>
  );
}
