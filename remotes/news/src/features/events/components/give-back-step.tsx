import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@tenants/shared/core';

interface Props {
  /** Waiting-list places are left, booked ones given back: the words differ. */
  waiting: boolean;
  /** The way out: a button (with script) or a link back to the page (without). */
  keep: ReactNode;
  /** The yes: a button that gives the place back, or the no-script form's fields and submit. */
  children: ReactNode;
}

export const giveBackWords = {
  title: (waiting: boolean) => (waiting ? 'Leave the waiting list?' : 'Give back your place?'),
  body: (waiting: boolean) =>
    waiting
      ? 'You will lose your place in line. If you change your mind, you join again at the end.'
      : 'Your place goes to the first person on the waiting list, and you may not get it back.',
  yes: (waiting: boolean) => (waiting ? 'Yes, leave the waiting list' : 'Yes, give back my place'),
  keep: (waiting: boolean) => (waiting ? 'Stay on the list' : 'Keep my place'),
};

/**
 * The question before a place is given back: one tap must not hand it on. Focus moves to the question when
 * it opens, so a screen reader hears it; it works as a plain form too (the no-script step on its own address).
 */
export function GiveBackStep({ waiting, keep, children }: Props) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="news-event__confirm" aria-labelledby="event-give-back-title" aria-describedby="event-give-back-body">
      <h3 id="event-give-back-title" ref={title} tabIndex={-1}>
        {giveBackWords.title(waiting)}
      </h3>
      <p id="event-give-back-body">{giveBackWords.body(waiting)}</p>
      {children}
      <p>{keep}</p>
    </section>
  );
}

/** The no-script Yes: a real submit in the booking form (the site server gives the place back). */
export const GiveBackSubmit = ({ waiting }: { waiting: boolean }) => (
  <Button type="submit" name="action" value="cancel" variant="secondary">
    {giveBackWords.yes(waiting)}
  </Button>
);
