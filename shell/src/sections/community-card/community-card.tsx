import { useId, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { htmlFormAnchor, messages, useFormResult, type HtmlFormId, HtmlFormFields, htmlFormProps } from '@tenants/shared/core';
import { useRuntimeConfig } from '../../app/runtime-config';
import { loadSharedApi } from '../../app/shared-api';
import { useTypedBeforeLive } from '@tenants/shared/core';
import type { PageBlockOf } from '../../pages/content/block-types';
import { sectionIcons } from '../section-icons';
import './community-card.css';

/** The sending half, with the contracts and the API client: fetched when a card is opened. */
const loadSubscribe = () => import('./community-subscribe');

type Status = 'idle' | 'sending' | 'submitted';

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Each card's form as the API and the site server know it: its id and its field's name. */
const forms: Record<CommunityChannel, { form: HtmlFormId; field: 'email' | 'phone' }> = {
  email: { form: 'community-email', field: 'email' },
  whatsapp: { form: 'community-whatsapp', field: 'phone' },
};

/**
 * An e-mail or WhatsApp community card (docs/product/subscriptions.md): collapsed → Join Now shows the input → submit
 * checks the value with the spec's messages as toasts (e-mail trimmed, phone digits only), then subscribes;
 * success turns the card green with a message, a failed call shows the server's message as a toast.
 *
 * Join Now is the summary of a `<details>` holding a real form, so both work without JavaScript: the form
 * posts to the site server, which draws the page again with its answer (`useFormResult`): the green card,
 * or the card open with what was typed and the message beside the field (no toast without script).
 */
/** The two cards that take a subscription. */
export type CommunityChannel = 'email' | 'whatsapp';

export function CommunityCard({ channel, words: content }: { channel: CommunityChannel; words: PageBlockOf<'communityGroups'>['email'] }) {
  const { form, field } = forms[channel];
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const result = useFormResult(form);
  const refused = result && !result.ok ? result : undefined;
  const [status, setStatus] = useState<Status>(result?.ok ? 'submitted' : 'idle');
  const [value, setValue] = useState(refused?.values[field] ?? '');
  const [thanks, setThanks] = useState(result?.ok ? result.message : '');
  const [problem, setProblem] = useState(refused ? (refused.errors[field] ?? refused.message) : '');
  const inputRef = useRef<HTMLInputElement>(null);
  // Join Now was pressed (not the page opening the card it was drawn with): the field takes the focus.
  const joining = useRef(false);
  const inputId = useId();
  const titleId = useId();
  const consentId = useId();
  const problemId = `${inputId}-problem`;
  // docs/product/subscriptions.md: the WhatsApp number is digits only; they go as typed, like the enquiry's phone.
  const accept = (typed: string) => setValue(channel === 'email' ? typed : onlyDigits(typed));
  useTypedBeforeLive(inputRef, accept);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return;
    void loadSubscribe().catch(() => undefined);
    if (joining.current) inputRef.current?.focus();
    joining.current = false;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    setProblem('');
    let failure: string | null;
    try {
      const subscribe = await loadSubscribe();
      setThanks(subscribe.thanksFor(channel, content.success));
      failure = await subscribe.subscribeCommunity(config, channel, value, pathname);
    } catch {
      // The card's code could not be fetched (offline): said like any failed call.
      failure = messages.generic;
    }
    if (!failure) setStatus('submitted');
    else {
      (await loadSharedApi()).notify.error(failure);
      setStatus('idle');
    }
  }

  const submitted = status === 'submitted';
  return (
    <li className={`shell-community-card shell-community-card--${status}`}>
      <span className="shell-community-card__icon">{submitted ? sectionIcons.check : sectionIcons[channel === 'email' ? 'mail' : 'whatsapp']}</span>
      <h3 id={titleId} className="shell-community-card__title">
        {content.title}
      </h3>
      {submitted ? (
        <p id={htmlFormAnchor(form)} className="shell-community-card__success" role="status">
          {thanks}
        </p>
      ) : (
        <>
          <p className="shell-community-card__text">{content.text}</p>
          {/* `open` is the server's first state, never set again by React: a card opened before the page was live stays open. */}
          <details className="shell-community-card__join" open={!!refused} onToggle={onToggle} suppressHydrationWarning>
            <summary
              className="ui-button ui-button--primary"
              aria-describedby={titleId}
              onClick={() => {
                joining.current = true;
              }}
            >
              Join Now
            </summary>
            {/* ui-field--invalid: the kit's red border on the field while it carries a message. */}
            <form className={`shell-community-card__form${problem ? ' ui-field--invalid' : ''}`} {...htmlFormProps(form)} onSubmit={onSubmit} noValidate>
              <HtmlFormFields source />
              <label htmlFor={inputId} className="shell-community-card__label">
                {content.label}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className="ui-field__input"
                name={field}
                type={channel === 'email' ? 'email' : 'tel'}
                inputMode={channel === 'email' ? 'email' : 'numeric'}
                autoComplete={channel === 'email' ? 'email' : 'tel'}
                placeholder={content.placeholder}
                value={value}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => accept(event.target.value)}
              />
              {problem && (
                <p id={problemId} className="ui-field__error" role="alert">
                  {problem}
                </p>
              )}
              {/* The kit's class, not its Button: that one stays disabled until the page is live, and this form is sent without script too. */}
              <button
                type="submit"
                className="ui-button ui-button--primary"
                disabled={status === 'sending'}
                aria-describedby={content.consent ? consentId : undefined}
              >
                {status === 'sending' ? 'Joining…' : 'Join'}
              </button>
              {/* What the visitor agrees to by joining (the API records these words with the subscription). */}
              {content.consent && (
                <p id={consentId} className="shell-community-card__consent">
                  {content.consent}
                </p>
              )}
            </form>
          </details>
        </>
      )}
    </li>
  );
}
