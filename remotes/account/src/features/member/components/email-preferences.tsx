import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, messages } from '@tenants/shared/core';
import { mailingListLabels, newsletterMessages, type ListPreference, type SubscriptionStatus } from '@tenants/shared';
import type { ListChoices } from '../api/account-data';
import type { Connect } from '../../screen/api/load-shared-api';

/** Where the member stands on a list, in words. */
export const statusWords: Record<SubscriptionStatus, string> = {
  confirmed: 'Subscribed',
  unconfirmed: 'Waiting for your confirmation',
  unsubscribed: 'Unsubscribed',
  bounced: 'Mail to this address was refused',
  none: 'Not subscribed',
};

/** A box is ticked when the member is on the list or has asked to be. */
const wanted = (status: SubscriptionStatus) => status === 'confirmed' || status === 'unconfirmed';
const choicesOf = (lists: ListPreference[]): ListChoices => Object.fromEntries(lists.map(({ list, status }) => [list, wanted(status)]));

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; lists: ListPreference[] };

/**
 * "E-mail preferences": a box per list with where the member stands on it, and Save preferences, which sends
 * only the lists changed. The server's sentence (saved, or a confirmation mail is on its way for a list asked
 * for again) shows in a status region, and the lists are read again.
 */
export function EmailPreferences({ connect }: { connect: Connect }) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [choices, setChoices] = useState<ListChoices>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const live = useRef(true);

  const show = useCallback((lists: ListPreference[]) => {
    setLoaded({ kind: 'ready', lists });
    setChoices(choicesOf(lists));
  }, []);

  useEffect(() => {
    live.current = true;
    connect()
      .then(({ api, client }) => api.loadPreferences(client))
      .then(
        (lists) => live.current && show(lists),
        () => live.current && setLoaded({ kind: 'failed' }),
      );
    return () => {
      live.current = false;
    };
  }, [connect, show]);

  if (loaded.kind !== 'ready') {
    return (
      <section className="account-data" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="account-data__title">
          E-mail preferences
        </h2>
        <p className="account-data__text" role="status">
          {loaded.kind === 'loading' ? 'Loading your e-mail preferences…' : 'Sorry, your e-mail preferences could not be loaded. Please try again later.'}
        </p>
      </section>
    );
  }
  const { lists } = loaded;

  async function save(event: FormEvent) {
    event.preventDefault();
    const changed: ListChoices = {};
    for (const { list, status } of lists) if ((choices[list] ?? false) !== wanted(status)) changed[list] = choices[list] ?? false;
    if (Object.keys(changed).length === 0) return setNotice({ ok: true, text: 'You have not changed any list.' });
    setBusy(true);
    setNotice(null);
    const connected = await connect().catch(() => null);
    if (!connected) {
      setBusy(false);
      return setNotice({ ok: false, text: messages.generic });
    }
    const { api, client } = connected;
    try {
      const saved = await api.savePreferences(client, changed);
      if (!live.current) return;
      setNotice({ ok: true, text: saved.message ?? newsletterMessages.preferencesSaved });
      // Read again: where each list stands now (a list asked for again waits for its confirmation).
      show(await api.loadPreferences(client).catch(() => saved.lists));
    } catch (error) {
      if (live.current) setNotice({ ok: false, text: api.errorMessage(error) });
    } finally {
      if (live.current) setBusy(false);
    }
  }

  return (
    <section className="account-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        E-mail preferences
      </h2>
      <form onSubmit={save} noValidate>
        <fieldset className="account-prefs">
          <legend className="account-data__text">Choose the e-mails you want from us.</legend>
          {lists.map(({ list, status }) => (
            <div key={list} className="account-prefs__list">
              <input
                type="checkbox"
                id={`${id}-${list}`}
                className="account-prefs__box"
                checked={choices[list] ?? false}
                aria-describedby={`${id}-${list}-status`}
                onChange={(event) => setChoices((current) => ({ ...current, [list]: event.target.checked }))}
              />
              <label htmlFor={`${id}-${list}`} className="account-prefs__label">
                {mailingListLabels[list]}
              </label>
              <p id={`${id}-${list}-status`} className="account-prefs__status">
                {statusWords[status]}
              </p>
            </div>
          ))}
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save preferences'}
        </Button>
        <p role="status" className={notice ? `account-data__notice${notice.ok ? '' : ' account-data__notice--problem'}` : 'account-data__notice'}>
          {notice?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
