import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, messages } from '@tenants/shared/core';
import { useRuntimeConfig } from '../../app/runtime-config';
import { loadSharedApi } from '../../app/shared-api';
import { communityCards, type CommunityChannel } from '../../content/community';
import { sectionIcons } from '../section-icons';
import './community-card.css';

/** The sending half, with the contracts and the API client: fetched when a card is opened. */
const loadSubscribe = () => import('./community-subscribe');

type Status = 'collapsed' | 'expanded' | 'sending' | 'submitted';

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * An e-mail or WhatsApp community card (docs/product/subscriptions.md): collapsed → Join Now shows the input → submit
 * checks the value with the spec's messages as toasts (e-mail trimmed, phone digits only), then subscribes;
 * success turns the card green with a message, a failed call shows the server's message as a toast.
 */
export function CommunityCard({ channel }: { channel: CommunityChannel }) {
  const content = communityCards[channel];
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<Status>('collapsed');
  const [value, setValue] = useState('');
  const [thanks, setThanks] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const consentId = useId();

  const open = () => {
    setStatus('expanded');
    void loadSubscribe().catch(() => undefined);
    // Focus moves to the field that just appeared (after React has rendered it).
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    let problem: string | null;
    try {
      const subscribe = await loadSubscribe();
      setThanks(subscribe.thanksFor(channel));
      problem = await subscribe.subscribeCommunity(config, channel, value, pathname);
    } catch {
      // The card's code could not be fetched (offline): said like any failed call.
      problem = messages.generic;
    }
    if (!problem) setStatus('submitted');
    else {
      (await loadSharedApi()).notify.error(problem);
      setStatus('expanded');
    }
  }

  const submitted = status === 'submitted';
  return (
    <li className={`shell-community-card shell-community-card--${submitted ? 'submitted' : status}`}>
      <span className="shell-community-card__icon">{submitted ? sectionIcons.check : sectionIcons[channel === 'email' ? 'mail' : 'whatsapp']}</span>
      <h3 id={titleId} className="shell-community-card__title">
        {content.title}
      </h3>
      {submitted ? (
        <p className="shell-community-card__success" role="status">
          {thanks}
        </p>
      ) : (
        <>
          <p className="shell-community-card__text">{content.text}</p>
          {status === 'collapsed' ? (
            <Button onClick={open} aria-describedby={titleId}>
              Join Now
            </Button>
          ) : (
            <form className="shell-community-card__form" onSubmit={onSubmit} noValidate>
              <label htmlFor={inputId} className="shell-community-card__label">
                {content.label}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className="ui-field__input"
                type={channel === 'email' ? 'email' : 'tel'}
                inputMode={channel === 'email' ? 'email' : 'numeric'}
                autoComplete={channel === 'email' ? 'email' : 'tel'}
                placeholder={content.placeholder}
                value={value}
                // docs/product/subscriptions.md: the WhatsApp number is digits only; they go as typed, like the enquiry's phone.
                onChange={(event) => setValue(channel === 'email' ? event.target.value : onlyDigits(event.target.value))}
              />
              <Button type="submit" disabled={status === 'sending'} aria-describedby={content.consent ? consentId : undefined}>
                {status === 'sending' ? 'Joining…' : 'Join'}
              </Button>
              {/* What the visitor agrees to by joining (the API records these words with the subscription). */}
              {content.consent && (
                <p id={consentId} className="shell-community-card__consent">
                  {content.consent}
                </p>
              )}
            </form>
          )}
        </>
      )}
    </li>
  );
}
