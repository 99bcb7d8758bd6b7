import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  consentWordings,
  messages,
  useFormResult,
  useHydrated,
  useTypedBeforeLive,
  type FormResult,
  HtmlFormFields,
  htmlFormProps,
} from '@tenants/shared/core';
import { useRuntimeConfig } from '../../app/runtime-config';

/** The sending half, with the contracts and the API client: fetched when the visitor first uses the form. */
const loadSubscribe = () => import('./subscribe-newsletter');

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** Where the form starts: idle, or as the site server answered it when it was sent without JavaScript. */
const startFrom = (result: FormResult | undefined): Status =>
  !result ? { kind: 'idle' } : result.ok ? { kind: 'success', message: result.message } : { kind: 'error', message: result.errors.email ?? result.message };

/**
 * The footer's newsletter form (docs/product/subscriptions.md): idle; green after a successful subscribe, with
 * the one sentence for what happened (a confirmation mail sent, or already subscribed);
 * red with the message beside the field when the address is invalid or the call fails (docs/product/subscriptions.md: the
 * failure is shown, never swallowed). A real form: without JavaScript it posts to the site server, which draws
 * the page again with its answer (`useFormResult`), the same green or red state.
 */
export function NewsletterForm() {
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const result = useFormResult('newsletter');
  const [email, setEmail] = useState(() => (result && !result.ok ? (result.values.email ?? '') : ''));
  const [status, setStatus] = useState<Status>(() => startFrom(result));
  const inputRef = useRef<HTMLInputElement>(null);
  // Typed before the page was live: as typing does, it leaves the red or green state.
  useTypedBeforeLive(inputRef, (typed) => {
    setEmail(typed);
    setStatus({ kind: 'idle' });
  });
  // Subscribe is held back while the field is empty only once the page is live: the server's HTML keeps it
  // usable, since without JavaScript nothing would ever enable it.
  const hydrated = useHydrated();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const consentId = `${inputId}-consent`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    // The form's code could not be fetched (offline): said like any failed call.
    const answer = await loadSubscribe()
      .then((subscribe) => subscribe.subscribeNewsletter(config, email, pathname))
      .catch(() => ({ ok: false as const, message: messages.generic }));
    if (!answer.ok) setStatus({ kind: 'error', message: answer.message });
    else {
      setEmail('');
      // What happened, as the API said it: a confirmation mail sent, or already subscribed.
      setStatus({ kind: 'success', message: answer.message });
    }
  }

  const message = status.kind === 'success' || status.kind === 'error' ? status.message : null;
  return (
    <form className={`shell-newsletter shell-newsletter--${status.kind}`} {...htmlFormProps('newsletter')} onSubmit={onSubmit} noValidate>
      <HtmlFormFields source />
      <label htmlFor={inputId} className="ui-visually-hidden">
        Email address
      </label>
      <div className="shell-newsletter__row">
        <input
          ref={inputRef}
          id={inputId}
          className="shell-newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email address"
          value={email}
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
          disabled={hydrated && (email.trim() === '' || status.kind === 'sending')}
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
