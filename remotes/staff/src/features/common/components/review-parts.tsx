import { useState, type FormEvent } from 'react';
import { errorMessage, TextField } from '@tenants/shared';
import { useStaff } from '../hooks/staff-context';
import { statusOf } from '../lib/errors';
import { Dialog, DialogActions } from './dialog';
import './review.css';

/**
 * What the review loops' panels share (the news desk's articles, the pages desk's pages): the editor's note
 * as the writer reads it, and the dialog an editor writes it in.
 */

/** An editor's note, its line breaks kept. */
export function ReviewNote({ note }: { note: string | null }) {
  return (
    <blockquote className="staff-review__note" data-testid="review-note">
      {note}
    </blockquote>
  );
}

/** What a zod schema's `safeParse` answers, as far as the dialog reads it. */
type NoteCheck = { success: true; data: { note: string } } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };

interface SendBackProps {
  /** The question, naming what goes back ("Send “Rent reviews” back?"). */
  title: string;
  /** Where the writer will read the note. */
  hint: string;
  /** The API's own contract for the note (the article's or the page's), checked here first. */
  schema: { safeParse(input: { note: string }): NoteCheck };
  /** Sends it back; a 400 or 409 is shown beside the note, anything else as the staff area tells failures. */
  onSend(note: string): Promise<void>;
  onCancel(): void;
}

/** The note to the writer, required, its refusal beside the field. */
export function SendBackDialog({ title, hint, schema, onSend, onCancel }: SendBackProps) {
  const { fail } = useStaff();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      document.getElementById('staff-review-note')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSend(checked.data.note);
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 400 || status === 409) setError(errorMessage(failure));
      else fail(failure);
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onCancel}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="staff-review-note"
          label="Note to the writer"
          hint={hint}
          multiline
          rows={5}
          maxLength={2000}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <DialogActions label="Send back" working="Sending back…" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
