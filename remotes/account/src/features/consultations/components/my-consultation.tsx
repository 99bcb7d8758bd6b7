import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button, TextField, eventWhen, serviceAreaList, serviceAreas } from '@tenants/shared/core';
import type { ConsultationSlot, MyConsultation as Consultation } from '@tenants/shared';
import type { Connect } from '../../screen/api/load-shared-api';
import './my-consultation.css';

const stateWords = (c: Consultation) =>
  c.state === 'confirmed' && c.startsAt && c.endsAt
    ? `Confirmed: ${eventWhen(c.startsAt, c.endsAt)}, with ${c.adviser ?? 'an adviser'}. They will call you.`
    : c.state === 'requested'
      ? 'Asked for: we will e-mail you when an adviser confirms a time.'
      : `Cancelled${c.cancelReason ? `: ${c.cancelReason}` : '.'}`;

/**
 * "Your free consultation": the one under way (or the form to ask, with the times staff opened), and the
 * member's history. A second request within 12 months is refused by the API with the date another may be asked.
 */
export function MyConsultation({ connect }: { connect: Connect }) {
  const id = useId();
  const [state, setState] = useState<{ consultations: Consultation[]; nextFrom: string | null; slots: ConsultationSlot[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [topic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ topic?: string; description?: string; slotIds?: string }>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const { api, client } = await connect();
    const [mine, slots] = await Promise.all([api.loadMyConsultations(client), api.loadConsultationSlots(client)]);
    setState({ ...mine, slots });
  }, [connect]);

  useEffect(() => {
    load().catch(() => setFailed(true));
  }, [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const { api, client } = await connect();
    const checked = api.consultationRequestSchema.safeParse({ topic, description, slotIds: chosen });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0]) as keyof typeof errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.askForConsultation(client, checked.data);
      setMessage({ ok: true, text: answer.message });
      await load();
    } catch (error) {
      setMessage({ ok: false, text: api.errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const current = state?.consultations.find((c) => c.state !== 'cancelled');
  const history = state?.consultations.filter((c) => c !== current) ?? [];
  const canAsk = state && !current && !state.nextFrom;

  return (
    <section className="account-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-data__title">
        Your free consultation
      </h2>
      <p className="account-data__text">Members get a free 30-minute call with a property professional once every 12 months.</p>
      {failed && <p role="alert">Sorry, your consultations could not be loaded. Please try again later.</p>}
      <p role="status" className="account-data__notice">
        {message?.ok ? message.text : ''}
      </p>
      {message && !message.ok && (
        <p role="alert" className="account-data__notice account-data__notice--problem">
          {message.text}
        </p>
      )}
      {current && <p className="account-consultation__current">{stateWords(current)}</p>}
      {state && !canAsk && !current && state.nextFrom && (
        <p className="account-data__text">
          You can ask for your next one from {new Date(state.nextFrom).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}.
        </p>
      )}
      {canAsk && (
        <form className="account-consultation__form" onSubmit={submit} noValidate>
          <div className={`ui-field${errors.topic ? ' ui-field--invalid' : ''}`}>
            <label htmlFor={`${id}-topic`} className="ui-field__label">
              Topic
            </label>
            <select
              id={`${id}-topic`}
              className="ui-field__input"
              value={topic}
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={errors.topic ? `${id}-topic-error` : undefined}
              onChange={(e) => setTopic(e.target.value)}
            >
              <option value="">Choose…</option>
              {serviceAreaList.map((area) => (
                <option key={area} value={area}>
                  {serviceAreas[area].label}
                </option>
              ))}
            </select>
            {errors.topic && (
              <p id={`${id}-topic-error`} className="ui-field__error" role="alert">
                {errors.topic}
              </p>
            )}
          </div>
          <TextField
            label="What would you like to discuss?"
            multiline
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description}
          />
          <fieldset className="account-consultation__times" aria-describedby={errors.slotIds ? `${id}-slots-error` : undefined}>
            <legend>Times that suit you</legend>
            {!state.slots.length && <p>No times are open just now. Please look again soon.</p>}
            {state.slots.map((slot) => (
              <label key={slot.id} className="account-consultation__time">
                <input
                  type="checkbox"
                  checked={chosen.includes(slot.id)}
                  onChange={(e) => setChosen((now) => (e.target.checked ? [...now, slot.id] : now.filter((x) => x !== slot.id)))}
                />{' '}
                {eventWhen(slot.startsAt, slot.endsAt)}
              </label>
            ))}
            {errors.slotIds && (
              <p id={`${id}-slots-error`} className="ui-field__error" role="alert">
                {errors.slotIds}
              </p>
            )}
          </fieldset>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Ask for my consultation'}
          </Button>
        </form>
      )}
      {history.length > 0 && (
        <>
          <h3 className="account-consultation__history">Your history</h3>
          <ul className="account-consultation__list">
            {history.map((c) => (
              <li key={c.id}>
                {c.topic}, asked {new Date(c.askedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}: {stateWords(c)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
