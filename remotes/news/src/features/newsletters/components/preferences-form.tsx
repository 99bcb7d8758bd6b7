import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@tenants/shared/core';
import { errorMessage, mailingListLabels, newsletterMessages, type MailingList, type SubscriptionStatus } from '@tenants/shared';
import type { ListChoices, PreferencesPayload } from '../api/newsletter-types';
import type { NewslettersApi } from '../api/newsletters-api';

/** Where the address stands on a list, in words. */
export const statusText: Record<SubscriptionStatus, string> = {
  none: 'Not subscribed.',
  unconfirmed: 'Waiting for you to confirm: please follow the link in the e-mail we sent.',
  confirmed: 'Subscribed.',
  unsubscribed: 'Unsubscribed.',
  bounced: 'Paused: our e-mails to this address could not be delivered.',
};

/** A box is ticked when the address is on the list or has asked to be. */
const wanted = (status: SubscriptionStatus) => status === 'confirmed' || status === 'unconfirmed';

type Loaded = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'ready'; preferences: PreferencesPayload };

/**
 * The e-mail preferences of the address the link names: a box per list with where it stands, and Save
 * preferences. Only the lists changed are sent. Ticking a list the address is not confirmed on asks the API
 * for a new confirmation mail, and the page says so.
 */
export function PreferencesForm({ api, token, given }: { api: NewslettersApi; token: string; given: PreferencesPayload | null | undefined }) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded>(() =>
    given === undefined ? { kind: 'loading' } : given === null ? { kind: 'invalid' } : { kind: 'ready', preferences: given },
  );
  const [choices, setChoices] = useState<ListChoices>(() => (given ? Object.fromEntries(given.lists.map((l) => [l.list, wanted(l.status)])) : {}));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    if (given !== undefined) return;
    const controller = new AbortController();
    api.getPreferences(token, controller.signal).then(
      (preferences) => {
        setLoaded(preferences ? { kind: 'ready', preferences } : { kind: 'invalid' });
        if (preferences) setChoices(Object.fromEntries(preferences.lists.map((l) => [l.list, wanted(l.status)])));
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, token, given]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (loaded.kind !== 'ready') {
    const text =
      loaded.kind === 'loading'
        ? 'Loading your e-mail preferences…'
        : loaded.kind === 'invalid'
          ? ''
          : 'Sorry, your e-mail preferences could not be loaded. Please try again later.';
    return (
      <p className="news-subscription__status" role="status">
        {text}
      </p>
    );
  }
  const { preferences } = loaded;

  async function save(event: FormEvent) {
    event.preventDefault();
    const changed: ListChoices = {};
    for (const { list, status } of preferences.lists) if ((choices[list] ?? false) !== wanted(status)) changed[list] = choices[list] ?? false;
    // Asking again for a list not confirmed sends a confirmation mail (double opt-in).
    const askedAgain = preferences.lists.some(({ list, status }) => changed[list] === true && status !== 'confirmed');
    setBusy(true);
    try {
      const answer = await api.savePreferences(token, changed);
      const lists =
        answer?.lists ??
        preferences.lists.map(({ list, status }) => ({
          list,
          status: changed[list] === undefined ? status : changed[list] ? 'unconfirmed' : ('unsubscribed' as SubscriptionStatus),
        }));
      setLoaded({ kind: 'ready', preferences: { ...preferences, lists } });
      setNotice({ ok: true, text: askedAgain ? newsletterMessages.confirmationSent : newsletterMessages.preferencesSaved });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="news-preferences" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="news-preferences__title">
        Your e-mail preferences
      </h2>
      <p className="news-preferences__email">For {preferences.email}</p>
      <fieldset className="news-preferences__lists">
        <legend className="ui-visually-hidden">Lists</legend>
        {preferences.lists.map(({ list, status }) => (
          <div key={list} className="news-preferences__list">
            <input
              type="checkbox"
              id={`${id}-${list}`}
              name={list}
              checked={choices[list] ?? false}
              disabled={!hydrated}
              aria-describedby={`${id}-${list}-status`}
              onChange={(event) => setChoices((current) => ({ ...current, [list as MailingList]: event.target.checked }))}
            />
            <label htmlFor={`${id}-${list}`}>{mailingListLabels[list]}</label>
            <p id={`${id}-${list}-status`} className="news-preferences__status">
              {statusText[status]}
            </p>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="ui-button ui-button--secondary news-preferences__save" disabled={!hydrated || busy}>
        {busy ? 'Saving…' : 'Save preferences'}
      </button>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={`news-subscription__message${notice ? (notice.ok ? ' news-subscription__message--ok' : ' news-subscription__message--problem') : ''}`}
      >
        {notice?.text ?? ''}
      </p>
    </form>
  );
}
