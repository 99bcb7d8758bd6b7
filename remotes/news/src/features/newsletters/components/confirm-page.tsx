import { Link } from 'react-router-dom';
import { Container, PageHero, paths, newsletterMessages, subscriptionConfirmPath } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';
import { useNewslettersApi } from '../api/newsletters-api';
import { useTokenAction } from '../hooks/use-token-action';
import { OutcomeNotice } from './outcome-notice';
import './newsletters.css';

/**
 * /newsletters/confirm?token= (the link in the confirmation mail): NEVER confirms on open, since mail scanners
 * open every link in a mail and would confirm for people who never asked. The button is a real form posting
 * the token to the API, so it works without scripts; with scripts it posts `{ token }` and says the outcome
 * in place (useTokenAction).
 */
export function ConfirmPage({ config }: RemoteProps) {
  const api = useNewslettersApi(config);
  const { token, outcome, busy, notice, submit } = useTokenAction(api.confirm, {
    done: newsletterMessages.confirmed,
    invalid: newsletterMessages.confirmInvalid,
  });

  return (
    <>
      <PageHero title="Your subscription" />
      <Container className="news-subscription">
        <OutcomeNotice outcome={outcome} ref={notice} />
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
