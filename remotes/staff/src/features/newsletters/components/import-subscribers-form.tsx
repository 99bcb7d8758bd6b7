import { useState, type FormEvent } from 'react';
import { notify, staffListMessages, type MailingList, type StaffListImportResult } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { importSubscribers } from '../api/subscribers-api';
import { refusal } from './subscriber-refusal';

/** A chosen file's text as UTF-8 (FileReader: in every browser, and in the tests' jsdom). */
const textOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

/** A CSV of addresses: each is sent the confirmation mail; lines that are no address are listed by number. */
export function ImportForm({ list, onImported }: { list: MailingList; onImported(): void }) {
  const { client, fail } = useStaff();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ message: string; payload: StaffListImportResult } | null>(null);
  const [busy, setBusy] = useState(false);
  // A new input after each import, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) {
      setError(staffListMessages.csvRequired);
      document.getElementById('staff-subscriber-csv')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await importSubscribers(client, list, await textOf(file));
      setError(undefined);
      setResult(answer);
      setFile(null);
      setInputKey((n) => n + 1);
      notify.success(answer.message);
      onImported();
    } catch (failure) {
      const message = refusal(failure);
      if (message) {
        setError(message);
        document.getElementById('staff-subscriber-csv')?.focus();
      } else fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-panel" aria-labelledby="staff-subscriber-import">
      <h2 id="staff-subscriber-import" className="staff-panel__title">
        Import a CSV
      </h2>
      <form className="staff-form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className={`ui-field staff-field${error ? ' ui-field--invalid' : ''}`}>
          <label htmlFor="staff-subscriber-csv" className="ui-field__label">
            CSV file
          </label>
          <p id="staff-subscriber-csv-hint" className="staff-field__hint">
            One address a line, or the addresses in the first column; a heading line “Email” is skipped. At most 5,000 lines.
          </p>
          <input
            key={inputKey}
            id="staff-subscriber-csv"
            type="file"
            accept=".csv,text/csv,text/plain"
            className="staff-file"
            aria-invalid={error ? true : undefined}
            aria-describedby={['staff-subscriber-csv-hint', error ? 'staff-subscriber-csv-error' : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              if (error) setError(undefined);
            }}
          />
          {error && (
            <p id="staff-subscriber-csv-error" className="ui-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Importing…' : 'Import and send confirmations'}
          </button>
        </div>
        <p className="staff-status" role="status">
          {result?.message ?? ''}
        </p>
        {result && result.payload.invalid.length > 0 && (
          <div className="staff-import-problems">
            <h3>Lines that are not an address</h3>
            <ul>
              {result.payload.invalid.map((problem) => (
                <li key={problem.line}>
                  Line {problem.line}: “{problem.text}”. {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </section>
  );
}
