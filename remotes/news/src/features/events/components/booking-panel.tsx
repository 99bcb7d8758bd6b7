import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, HtmlFormFields, TextField, htmlFormAnchor, htmlFormProps, paths, useFormResult, useHydrated } from '@tenants/shared/core';
import type { PublicEvent, Session } from '@tenants/shared';
import type { EventsApi } from '../api/events-api';
import { giveBackParam, placesTakenOrLeft } from '../lib/event-words';
import { GiveBackStep, GiveBackSubmit, giveBackWords } from './give-back-step';

interface Props {
  event: PublicEvent;
  session: Session;
  api: EventsApi;
  /** The event as the member's token shows it (their booking), after a booking or a cancellation. */
  onChanged(event: PublicEvent): void;
}

const nextTo = (path: string) => `?next=${encodeURIComponent(path)}`;

/**
 * Booking, three ways:
 * - a member signed in with the page live: one button, and their place (with the address or link) after;
 * - a visitor with the page live: sent to sign in or join, and back to this event after (`?next=`);
 * - without JavaScript (or before it runs): a real form to the site server with the member's e-mail and
 *   password, which signs in, books (or gives the place back) and comes back here with the answer
 *   (post/redirect/get, docs/decisions/0010).
 * Giving a place back asks first, both ways: with script a question in the panel; without, a link to this
 * page's own address with `?give-back`, where the form asks the same question.
 */
export function BookingPanel({ event, session, api, onChanged }: Props) {
  const hydrated = useHydrated();
  const result = useFormResult('event-booking');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(result?.ok ? result.message : '');
  const [problem, setProblem] = useState(result && !result.ok ? result.message : '');
  const [email, setEmail] = useState(result?.values.email ?? '');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [search] = useSearchParams();
  const askedByAddress = search.has(giveBackParam);
  const [asking, setAsking] = useState(askedByAddress);
  const pagePath = `/events/${encodeURIComponent(event.slug)}`;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const act = async (what: 'book' | 'cancel') => {
    setBusy(true);
    setProblem('');
    try {
      const answer = what === 'book' ? await api.book(event.slug) : await api.cancel(event.slug);
      setAsking(false);
      setNotice(answer.message ?? '');
      onChanged(await api.getEvent(event.slug));
    } catch (error) {
      setProblem(await api.errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const messages = (
    <>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className="news-event__notice" id={result?.ok ? htmlFormAnchor('event-booking') : undefined}>
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="news-event__notice">
          {problem}
        </p>
      )}
    </>
  );

  if (event.state === 'cancelled') {
    return (
      <aside className="news-event__panel" aria-labelledby="event-booking-title">
        <h2 id="event-booking-title">This event is cancelled</h2>
        {event.cancelReason && <p>{event.cancelReason}</p>}
      </aside>
    );
  }

  const full = event.placesLeft === 0;
  const bookLabel = full ? 'Join the waiting list' : 'Book a place';
  const places = placesTakenOrLeft(event.capacity, event.placesLeft, event.waiting);
  const keep = () => {
    setAsking(false);
    // Back to the button that asked, so the keyboard user is where they were.
    requestAnimationFrame(() => actionsRef.current?.querySelector('button')?.focus());
  };

  if (hydrated && session.loggedIn) {
    const mine = event.myBooking;
    return (
      <aside className="news-event__panel" aria-labelledby="event-booking-title">
        <h2 id="event-booking-title">
          {mine?.state === 'booked' ? 'You have a place' : mine?.state === 'waiting' ? 'You are on the waiting list' : 'Book your place'}
        </h2>
        {messages}
        {mine?.state === 'booked' && (
          <p>
            {event.online ? (
              <>
                Join online: <a href={event.onlineUrl ?? '#'}>{event.onlineUrl}</a>
              </>
            ) : (
              <>Where: {event.place}</>
            )}
          </p>
        )}
        {mine?.state === 'waiting' && <p>You are number {mine.waitingPosition} in line. If a place comes free it is yours, and we will e-mail you.</p>}
        {!mine && <p>{places}</p>}
        {mine && asking ? (
          <GiveBackStep
            waiting={mine.state === 'waiting'}
            keep={
              <Button type="button" variant="secondary" onClick={keep}>
                {giveBackWords.keep(mine.state === 'waiting')}
              </Button>
            }
          >
            <div className="news-event__actions">
              <Button type="button" disabled={busy} onClick={() => void act('cancel')}>
                {giveBackWords.yes(mine.state === 'waiting')}
              </Button>
            </div>
          </GiveBackStep>
        ) : (
          <div className="news-event__actions" ref={actionsRef}>
            {mine ? (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
                {mine.state === 'booked' ? 'Give back my place' : 'Leave the waiting list'}
              </Button>
            ) : (
              <Button type="button" disabled={busy} onClick={() => void act('book')}>
                {bookLabel}
              </Button>
            )}
          </div>
        )}
      </aside>
    );
  }

  return (
    <aside className="news-event__panel" aria-labelledby="event-booking-title">
      <h2 id="event-booking-title">Book your place</h2>
      {messages}
      <p>{places}</p>
      <p>
        {event.audience === 'members' ? 'This event is for members. ' : ''}Sign in to book, or join for free: it takes a minute, and you come straight back
        here.
      </p>
      <div className="news-event__actions">
        <Button to={`${paths.login}${nextTo(pagePath)}`}>Sign in to book</Button>
        <Button to={`${paths.signUp}${nextTo(pagePath)}`} variant="secondary">
          Join For Free
        </Button>
      </div>
      {!hydrated && (
        // The same booking as a plain form, for a browser without JavaScript: signs in and books in one post.
        <form className="news-event__form" {...htmlFormProps('event-booking')} onSubmit={(e: FormEvent) => e.preventDefault()}>
          <HtmlFormFields />
          <input type="hidden" name="slug" value={event.slug} />
          <p>{askedByAddress ? 'Your e-mail and password say whose place it is:' : 'Or book here with your e-mail and password:'}</p>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={result?.errors.email}
          />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" error={result?.errors.password} />
          {askedByAddress ? (
            <GiveBackStep waiting={false} keep={<a href={pagePath}>{giveBackWords.keep(false)}</a>}>
              <div className="news-event__actions">
                <GiveBackSubmit waiting={false} />
              </div>
            </GiveBackStep>
          ) : (
            <div className="news-event__actions">
              <Button type="submit" name="action" value="book">
                {bookLabel}
              </Button>
              <Button href={`${pagePath}?${giveBackParam}#event-give-back-title`} variant="secondary">
                Give back my place
              </Button>
            </div>
          )}
        </form>
      )}
    </aside>
  );
}
