import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { messages, useHydrated } from '@tenants/shared/core';
import { useRuntimeConfig } from '../../app/runtime-config';
import { consentWordings } from '@tenants/shared/messages';

/** The sending half, with the contracts and the API client: fetched when the visitor first uses the form. */
const loadSubscribe = () => import('./subscribe-newsletter');

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/**
 * The footer's newsletter form (docs/product/subscriptions.md): idle; green with the thank-you after a successful subscribe;
 * red with the message beside the field when the address is invalid or the call fails (docs/product/subscriptions.md: the
 * failure is shown, never swallowed).
 */
export function NewsletterForm() {
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Read-only until the page is live: React drops what was typed into the server's HTML before then.
  const hydrated = useHydrated();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const consentId = `${inputId}-consent`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    let problem: string | null;
    let thanks = '';
    try {
      const subscribe = await loadSubscribe();
      thanks = subscribe.newsletterThanks;
      problem = await subscribe.subscribeNewsletter(config, email, pathname);
    } catch {
      // The form's code could not be fetched (offline): said like any failed call.
      problem = messages.generic;
    }
    if (problem) setStatus({ kind: 'error', message: problem });
    else {
      setEmail('');
      setStatus({ kind: 'success', message: thanks });
    }
  }

  const message = status.kind === 'success' || status.kind === 'error' ? status.message : null;
  return (
    <form className={`shell-newsletter shell-newsletter--${status.kind}`} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="ui-visually-hidden">
        Email address
      </label>
      <div className="shell-newsletter__row">
        <input
          id={inputId}
          className="shell-newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email address"
          value={email}
          readOnly={!hydrated}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby={message ? messageId : undefined}
          onFocus={() => void loadSubscribe().catch(() => undefined)}
          onChange={(event) => {
            setEmail(event.target.value);
            // Typing again leaves the red or green state.
            if (status.kind !== 'sending') setStatus({ kind: 'idle' });
          }}
        />
        <button
          type="submit"
          className="ui-button ui-button--primary shell-newsletter__button"
          disabled={email.trim() === '' || status.kind === 'sending'}
          // The words the visitor agrees to by pressing it (the API records them with the subscription).
          aria-describedby={consentId}
        >
          Subscribe
        </button>
      </div>
      <p id={messageId} className="shell-newsletter__message" role="status">
        {message}
      </p>
      <p id={consentId} className="shell-newsletter__consent">
        {consentWordings.newsletter}
      </p>
    </form>
  );
}
