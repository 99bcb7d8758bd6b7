import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Container, PageHero, messages, paths, newsletterMessages } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import type { ConfirmOutcome } from '../api/newsletter-types';
import { useNewslettersApi } from '../api/newsletters-api';
import { confirmKey } from '../lib/newsletter-route';
import './newsletters.css';

/**
 * /newsletters/confirm?token= (the link in the confirmation mail): confirming is what opening it means. The
 * site server confirms as it draws the page and the page shows the API's answer; in the browser without
 * that answer (no server render, or the call failed there) the page asks once itself.
 */
export function ConfirmPage({ config, data }: RemoteProps) {
  const api = useNewslettersApi(config);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(() => (data?.[confirmKey] as ConfirmOutcome | undefined) ?? null);
  const asked = useRef(outcome !== null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Once per page: a second confirmation (React's development double effects, a re-render) changes nothing but is not needed.
    if (asked.current) return;
    asked.current = true;
    if (!token) {
      setOutcome({ ok: false, message: newsletterMessages.confirmInvalid });
      return;
    }
    api.confirm(token).then(setOutcome, () => setOutcome({ ok: false, message: messages.generic }));
  }, [api, token]);

  useEffect(() => {
    if (outcome && !data?.[confirmKey]) message.current?.focus();
  }, [outcome, data]);

  return (
    <>
      <PageHero title="Your subscription" />
      <Container className="news-subscription">
        <p
          ref={message}
          tabIndex={-1}
          role="status"
          className={`news-subscription__message${outcome ? (outcome.ok ? ' news-subscription__message--ok' : ' news-subscription__message--problem') : ''}`}
        >
          {outcome ? outcome.message : 'Confirming your subscription…'}
        </p>
        <p>
          <Link to={paths.home}>Back to the home page</Link>
        </p>
      </Container>
    </>
  );
}
