import { useState, type FormEvent } from 'react';
import { eventDeskMessages, notify, TextField, walkInSchema } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { messageOf, statusOf } from '../../common/lib/errors';
import { addWalkIn } from '../api/events-api';
import { fieldErrors } from './event-form';

type Field = 'firstname' | 'lastname' | 'email';
const blank = { firstname: '', lastname: '', email: '' };

/**
 * Someone at the door or on the phone: a place if one is left. A full event says so beside the form and
 * offers the waiting list as a second, deliberate step, never a silent overbooking.
 */
export function WalkInForm({ eventId, onAdded }: { eventId: string; onAdded(): void }) {
  const { client } = useStaff();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [full, setFull] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: Field) => (e: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: e.target.value }));

  const add = async (waitingList: boolean) => {
    setErrors({});
    setProblem('');
    const parsed = walkInSchema.safeParse({ ...values, waitingList });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as Field] ??= issue.message;
      return setErrors(found);
    }
    setBusy(true);
    try {
      const answer = await addWalkIn(client, eventId, parsed.data);
      notify.success(answer.message);
      setValues(blank);
      setFull(false);
      onAdded();
    } catch (error) {
      const message = await messageOf(error);
      if (statusOf(error) === 409 && message === eventDeskMessages.full) setFull(true);
      else setErrors(fieldErrors<Field>(error) ?? {});
      setProblem(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add(false);
  };

  return (
    <form className="staff-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="walk-in-title">
      <h2 id="walk-in-title">Add a walk-in</h2>
      <TextField label="First name" autoComplete="off" value={values.firstname} onChange={set('firstname')} error={errors.firstname} />
      <TextField label="Last name (optional)" autoComplete="off" value={values.lastname} onChange={set('lastname')} error={errors.lastname} />
      <TextField label="Email" type="email" autoComplete="off" value={values.email} onChange={set('email')} error={errors.email} />
      {problem && (
        <p role="alert" className="staff-field__error">
          {problem}
        </p>
      )}
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          Add the walk-in
        </button>
        {full && (
          <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={() => void add(true)}>
            Add to the waiting list
          </button>
        )}
      </div>
    </form>
  );
}
