import { useState, type FormEvent } from 'react';
import { notify, staffListAddSchema, TextField, type MailingList } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { addSubscriber } from '../api/subscribers-api';
import { refusal } from './subscriber-refusal';

/** One address added by hand: it is sent the confirmation mail, and the outcome shows beside the form. */
export function AddForm({ list, onAdded }: { list: MailingList; onAdded(): void }) {
  const { client, fail } = useStaff();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const checked = staffListAddSchema.safeParse({ email });
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      document.getElementById('staff-subscriber-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { message, payload } = await addSubscriber(client, list, checked.data.email);
      setError(undefined);
      setEmail('');
      setDone(`${payload.address}: ${message}`);
      notify.success(message);
      onAdded();
    } catch (failure) {
      const message = refusal(failure);
      if (message) {
        setError(message);
        document.getElementById('staff-subscriber-email')?.focus();
      } else fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-panel" aria-labelledby="staff-subscriber-add">
      <h2 id="staff-subscriber-add" className="staff-panel__title">
        Add an address
      </h2>
      <form className="staff-form" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          id="staff-subscriber-email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Adding…' : 'Add and send the confirmation'}
          </button>
        </div>
        <p className="staff-status" role="status">
          {done}
        </p>
      </form>
    </section>
  );
}
