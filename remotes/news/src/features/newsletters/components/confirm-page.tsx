import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Container, PageHero, messages, paths, newsletterMessages, subscriptionConfirmPath } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import type { ConfirmOutcome } from '../api/newsletter-types';
import { useNewslettersApi } from '../api/newsletters-api';
import './newsletters.css';

/** What the API's 303 after the button's form post (scripts off) says, read from the address. */
function noticeFrom(params: URLSearchParams): ConfirmOutcome | null {
  if (params.get('done') === '1') return { ok: true, message: newsletterMessages.confirmed };
  if (params.get('invalid') === '1') return { ok: false, message: newsletterMessages.confirmInvalid };
  return null;
}

/**
 * /newsletters/confirm?token= (the link in the confirmation mail): NEVER confirms on open, since mail scanners
 * open every link in a mail and would confirm for people who never asked. The button is a real form posting
 * the token to the API, so it works without scripts (the API answers 303 back here with `done=1` or
 * `invalid=1`); with scripts it posts `{ token }` and says the outcome in place.
 */
export function ConfirmPage({ config }: RemoteProps) {
  const api = useNewslettersApi(config);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(() => (token ? noticeFrom(params) : { ok: false, message: newsletterMessages.confirmInvalid }));
  const [busy, setBusy] = useState(false);
  const notice = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (answered.current) notice.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let next: ConfirmOutcome;
    try {
      next = await api.confirm(token);
    } catch {
      next = { ok: false, message: messages.generic };
    }
    answered.current = true;
    setOutcome(next);
    setBusy(false);
  }

  return (
    <>
      <PageHero title="Your subscription" />
      <Container className="news-subscription">
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className={`news-subscription__message${outcome ? (outcome.ok ? ' news-subscription__message--ok' : ' news-subscription__message--problem') : ''}`}
        >
          {outcome?.message ?? ''}
        </p>
        {token && !outcome && (
          <form className="news-subscription__form" method="post" action={`${config.apiBase}${subscriptionConfirmPath}`} onSubmit={submit}>
            <p>Press the button to confirm that you want these e-mails.</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
              {busy ? 'Confirming…' : 'Confirm my subscription'}
            </button>
          </form>
        )}
        <p className="news-subscription__home">
          <Link to={paths.home}>Back to the home page</Link>
        </p>
      </Container>
    </>
  );
}
