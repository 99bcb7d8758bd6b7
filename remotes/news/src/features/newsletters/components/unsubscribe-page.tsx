import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Container, PageHero, messages, paths, newsletterMessages, unsubscribePath } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import type { ConfirmOutcome, PreferencesPayload } from '../api/newsletter-types';
import { useNewslettersApi } from '../api/newsletters-api';
import { preferencesKey } from '../lib/newsletter-route';
import { PreferencesForm } from './preferences-form';
import './newsletters.css';

/** What the API's 303 after the button's form post (scripts off) says, read from the address. */
function noticeFrom(params: URLSearchParams): ConfirmOutcome | null {
  if (params.get('done') === '1') return { ok: true, message: newsletterMessages.unsubscribed };
  if (params.get('invalid') === '1') return { ok: false, message: newsletterMessages.unsubscribeInvalid };
  return null;
}

/**
 * /newsletters/unsubscribe?token= (every newsletter's footer link): NEVER unsubscribes on open, since mail
 * scanners open links. The button is a real form posting `List-Unsubscribe=One-Click` to the API's one-click
 * address (RFC 8058), so it works without scripts (the API answers 303 back here with `done=1` or
 * `invalid=1`); with scripts it posts `{ token }` and says the outcome in place. Below, the address's lists.
 */
export function UnsubscribePage({ config, data }: RemoteProps) {
  const api = useNewslettersApi(config);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(() =>
    token ? noticeFrom(params) : { ok: false, message: newsletterMessages.unsubscribeInvalid },
  );
  const [busy, setBusy] = useState(false);
  // Bumped after an unsubscribe: the preferences are read again (the first-paint answer is then out of date).
  const [round, setRound] = useState(0);
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
      next = await api.unsubscribe(token);
    } catch {
      next = { ok: false, message: messages.generic };
    }
    answered.current = true;
    setOutcome(next);
    setBusy(false);
    if (next.ok) setRound((n) => n + 1);
  }

  const action = `${config.apiBase}${unsubscribePath}?token=${encodeURIComponent(token)}`;
  const given = round === 0 ? (data?.[preferencesKey] as PreferencesPayload | null | undefined) : undefined;
  return (
    <>
      <PageHero title="Unsubscribe" />
      <Container className="news-subscription">
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className={`news-subscription__message${outcome ? (outcome.ok ? ' news-subscription__message--ok' : ' news-subscription__message--problem') : ''}`}
        >
          {outcome?.message ?? ''}
        </p>
        {token && !outcome?.ok && (
          <form className="news-subscription__form" method="post" action={action} onSubmit={submit}>
            <p>Press the button to stop getting the e-mails this link came with.</p>
            {/* RFC 8058's one-click body: what the API reads from a form post without scripts. */}
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </form>
        )}
        {token && <PreferencesForm key={round} api={api} token={token} given={given} />}
        <p className="news-subscription__home">
          <Link to={paths.home}>Back to the home page</Link>
        </p>
      </Container>
    </>
  );
}
