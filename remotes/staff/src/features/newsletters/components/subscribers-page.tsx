import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  listSourceLabel,
  mailingListLabels,
  mailingLists,
  notify,
  staffListAddSchema,
  staffListMessages,
  TextField,
  type MailingList,
  type StaffListImportResult,
} from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { Pager } from '../../common/components/pager';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { statusOf } from '../../common/lib/errors';
import { formatDate } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { addSubscriber, getUnconfirmed, importSubscribers, resendConfirmation } from '../api/subscribers-api';

/** A chosen file's text as UTF-8 (FileReader: in every browser, and in the tests' jsdom). */
const textOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

const listOptions = mailingLists.map((list) => ({ value: list, label: mailingListLabels[list] }));
const isList = (value: string): value is MailingList => (mailingLists as readonly string[]).includes(value);
/** The API's refusals of a field (a 4xx): shown beside it; anything else is the staff area's usual failure. */
const refusal = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403 ? errorMessage(error) : undefined;
};

/**
 * /staff/newsletters/subscribers: put people on an e-mail list who asked in person or by phone, one by hand
 * or a CSV at a time, and send a confirmation again. Every address gets the confirmation mail and nothing
 * else until it follows the link.
 */
export function SubscribersPage() {
  const [list, setList] = useState<MailingList>('newsletter');
  // Each add or import changes who is waiting: the table below asks again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <>
      <PageHeading
        title="Subscribers"
        back={
          <Link to={staffPaths.newsletters} className="staff-back">
            All newsletters
          </Link>
        }
      >
        <p className="staff-heading__intro">
          Add people who asked to join a list. Each address is sent a confirmation e-mail and gets nothing else, no newsletter either, until they follow its
          link.
        </p>
      </PageHeading>
      <SelectField
        id="staff-subscribers-list"
        label="List"
        value={list}
        options={listOptions}
        onChange={(event) => isList(event.target.value) && setList(event.target.value)}
      />
      <AddForm list={list} onAdded={changed} />
      <ImportForm list={list} onImported={changed} />
      <Unconfirmed key={list} list={list} version={version} />
    </>
  );
}

function AddForm({ list, onAdded }: { list: MailingList; onAdded(): void }) {
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

function ImportForm({ list, onImported }: { list: MailingList; onImported(): void }) {
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

type Entry = Awaited<ReturnType<typeof getUnconfirmed>>['items'][number];

/** The list's unconfirmed addresses, each with a button that sends its confirmation again. */
function Unconfirmed({ list, version }: { list: MailingList; version: number }) {
  const { client, fail } = useStaff();
  const [page, setPage] = useState(1);
  const entries = useLoad((signal) => getUnconfirmed(client, list, page, signal), [client, list, page, version]);
  const [busy, setBusy] = useState<string | null>(null);
  // What the last resend came to, in words beside the table (a refusal too, not only a toast).
  const [outcome, setOutcome] = useState('');

  const resend = async (entry: Entry) => {
    setBusy(entry.id);
    try {
      const { message } = await resendConfirmation(client, list, entry.id);
      setOutcome(`${entry.address}: ${message}`);
      notify.success(message);
    } catch (failure) {
      const message = refusal(failure);
      if (message) setOutcome(`${entry.address}: ${message}`);
      else fail(failure);
    } finally {
      setBusy(null);
    }
  };

  const columns: Array<Column<Entry>> = [
    { header: 'E-mail', rowHeader: true, className: 'staff-table__break', cell: (entry) => entry.address },
    { header: 'Source', cell: (entry) => listSourceLabel(list, entry.source) },
    { header: 'Added', className: 'staff-table__nowrap', cell: (entry) => formatDate(entry.createdAt) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (entry) => (
        <button
          type="button"
          className="staff-button staff-button--ghost"
          disabled={busy !== null}
          aria-label={`Send the confirmation again to ${entry.address}`}
          onClick={() => void resend(entry)}
        >
          {busy === entry.id ? 'Sending…' : 'Send the confirmation again'}
        </button>
      ),
    },
  ];

  return (
    <section className="staff-panel" aria-labelledby="staff-subscriber-waiting">
      <h2 id="staff-subscriber-waiting" className="staff-panel__title">
        Waiting for confirmation
      </h2>
      <ListStatus
        loading={entries.loading}
        failed={entries.failed}
        total={entries.data?.total}
        one="address"
        many="addresses"
        empty="Nobody is waiting to confirm."
      />
      <p className="staff-status" role="status">
        {outcome}
      </p>
      {entries.data && entries.data.items.length > 0 && (
        <ListTable
          caption={`${mailingListLabels[list]}: waiting for confirmation`}
          hideCaption
          columns={columns}
          rows={entries.data.items}
          rowKey={(entry) => entry.id}
        />
      )}
      {entries.data && <Pager page={entries.data.page} totalPage={entries.data.totalPage} of="addresses" onPage={setPage} />}
    </section>
  );
}
