import { useState, type FormEvent } from 'react';
import { attendeeGroupLabels, attendeeGroups, attendeeMessageSchema, notify, TextField, type AttendeeGroup } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { messageOf } from '../../common/lib/errors';
import { messageAttendees } from '../api/events-api';
import { fieldErrors } from './event-form';

type Field = 'subject' | 'message';

/** A message to everyone with a place, or to the waiting list: one e-mail each, through the mail queue. */
export function AttendeeMessageForm({ eventId }: { eventId: string }) {
  const { client } = useStaff();
  const [to, setTo] = useState<AttendeeGroup>('attendees');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setProblem('');
    const parsed = attendeeMessageSchema.safeParse({ to, subject, message });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as Field] ??= issue.message;
      return setErrors(found);
    }
    setBusy(true);
    try {
      const answer = await messageAttendees(client, eventId, parsed.data);
      notify.success(answer.message);
      setSubject('');
      setMessage('');
    } catch (error) {
      setErrors(fieldErrors<Field>(error) ?? {});
      setProblem(await messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} aria-labelledby="attendee-message-title">
      <h2 id="attendee-message-title">Write to the attendees</h2>
      <SelectField
        label="To"
        value={to}
        options={attendeeGroups.map((value) => ({ value, label: attendeeGroupLabels[value] }))}
        onChange={(e) => setTo(e.target.value as AttendeeGroup)}
      />
      <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
      <TextField
        label="Message"
        hint="Each reader gets their own e-mail, with the event's details under your words."
        multiline
        rows={6}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={errors.message}
      />
      {problem && (
        <p role="alert" className="staff-field__error">
          {problem}
        </p>
      )}
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
