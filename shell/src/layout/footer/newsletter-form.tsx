import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import axios from 'axios';
import { checkEmail, createApiClient, errorMessage, messages, newsletterRequestSchema } from '@tenants/shared';
import { useRuntimeConfig } from '../../app/runtime-config';
import { subscribeNewsletter } from './subscribe-newsletter';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };

/** SPEC §5 gives the newsletter one message for every address problem. */
const newsletterChecks = { required: messages.newsletterInvalid, invalid: messages.newsletterInvalid };

/**
 * The footer's newsletter form (SPEC §4, §5): idle; green with the thank-you after a successful subscribe;
 * red with the message beside the field when the address is invalid or the call fails (DESIGN §7: the
 * failure is shown, never swallowed).
 */
export function NewsletterForm() {
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const client = useMemo(() => createApiClient(config), [config]);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const messageId = `${inputId}-message`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = newsletterRequestSchema.safeParse({ email, source: pathname });
    if (!request.success) {
      setStatus({ kind: 'error', message: messages.newsletterInvalid });
      return;
    }
    setStatus({ kind: 'sending' });
    // The API also knows whether the domain takes mail; a check that fails lets the address through.
    const problem = await checkEmail(client, request.data.email, newsletterChecks);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    try {
      await subscribeNewsletter(client, request.data);
      setEmail('');
      setStatus({ kind: 'success' });
    } catch (error) {
      // The server checks the address more strictly (e.g. its domain); its 400 means "invalid address".
      const invalid = axios.isAxiosError(error) && error.response?.status === 400;
      setStatus({ kind: 'error', message: invalid ? messages.newsletterInvalid : errorMessage(error) });
    }
  }

  const message =
    status.kind === 'success' ? messages.newsletterThanks : status.kind === 'error' ? status.message : null;
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
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby={message ? messageId : undefined}
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
        >
          Subscribe
        </button>
      </div>
      <p id={messageId} className="shell-newsletter__message" role="status">
        {message}
      </p>
    </form>
  );
}
