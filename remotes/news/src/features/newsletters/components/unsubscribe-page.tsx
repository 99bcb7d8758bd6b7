import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Container, PageHero, paths, newsletterMessages, unsubscribePath } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import type { PreferencesPayload } from '../api/newsletter-types';
import { useNewslettersApi } from '../api/newsletters-api';
import { useTokenAction } from '../hooks/use-token-action';
import { preferencesKey } from '../lib/newsletter-route';
import { OutcomeNotice } from './outcome-notice';
import { PreferencesForm } from './preferences-form';
import './newsletters.css';

/**
 * /newsletters/unsubscribe?token= (every newsletter's footer link): NEVER unsubscribes on open, since mail
 * scanners open links. The button is a real form posting `List-Unsubscribe=One-Click` to the API's one-click
 * address (RFC 8058), so it works without scripts; with scripts it posts `{ token }` and says the outcome in
 * place (useTokenAction). Below, the address's lists.
 */
export function UnsubscribePage({ config, data }: RemoteProps) {
  const api = useNewslettersApi(config);
  const { token, outcome, busy, notice, submit } = useTokenAction(api.unsubscribe, {
    done: newsletterMessages.unsubscribed,
    invalid: newsletterMessages.unsubscribeInvalid,
  });
  // Bumped after an unsubscribe: the preferences are read again (the first-paint answer is then out of date).
  const [round, setRound] = useState(0);
  const unsubscribe = async (event: FormEvent) => {
    if ((await submit(event))?.ok) setRound((n) => n + 1);
  };

  const action = `${config.apiBase}${unsubscribePath}?token=${encodeURIComponent(token)}`;
  const given = round === 0 ? (data?.[preferencesKey] as PreferencesPayload | null | undefined) : undefined;
  return (
    <>
      <PageHero title="Unsubscribe" />
      <Container className="news-subscription">
        <OutcomeNotice outcome={outcome} ref={notice} />
        {token && !outcome?.ok && (
          <form className="news-subscription__form" method="post" action={action} onSubmit={unsubscribe}>
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
