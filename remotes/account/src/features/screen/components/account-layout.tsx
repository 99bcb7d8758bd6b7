import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '@tenants/shared/core';
import './account.css';

interface Props {
  title: string;
  /** Which state the screen shows (a form, its confirmation...): focus moves to the title when it changes. */
  view: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /**
   * A sentence about what has just happened (the account was deleted). Its status region stays in the card
   * whichever view shows, so a message that arrives as the view changes is announced.
   */
  notice?: ReactNode;
  children: ReactNode;
}

const benefits = [
  'Download all our guides to leases, renewals, rent reviews and service charges.',
  'A free 30-minute consultation with a property professional.',
  'Discounts on health and safety and compliance courses.',
  'Invitations to member-only events.',
];

/**
 * The account screen's frame: the form in a card beside what membership gives. When the view changes (a
 * form gives way to its confirmation), focus moves to the title so a screen reader announces the new state
 * and keyboard users continue from the top of the card instead of from a button that has gone.
 */
export function AccountLayout({ title, view, intro, notice, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [view]);

  return (
    <section className="account">
      <Container className="account__inner">
        <div className="account-card ui-card">
          <h1 className="account-card__title ui-focus-target" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <div role="status" className={notice ? 'account-card__notice' : undefined}>
            {notice}
          </div>
          {intro && <p className="account-card__intro">{intro}</p>}
          {children}
        </div>
        <aside className="account-aside" aria-label="Membership">
          <p className="ui-hero__eyebrow">Free membership</p>
          <p className="account-aside__lead">Practical help for commercial tenants, free of charge.</p>
          <ul className="account-aside__list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </aside>
      </Container>
    </section>
  );
}
