import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  enquiryStatusLabels,
  listSourceLabel,
  staffListLabels,
  staffMemberLabelsRequestSchema,
  staffMemberNoteRequestSchema,
  TextField,
  type EnquiryStatus,
  type StaffMemberDetail,
} from '@tenants/shared';
import { ListTable, type Column } from '../../common/components/list-table';
import { NotesTimeline } from '../../common/components/notes-timeline';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { formatDate, formatDateTime, formatMoney } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { donationStatusLabel } from '../../donations/lib/labels';
import { entryStatusLabels } from '../../lists/lib/labels';
import { addMemberNote, setMemberLabels } from '../api/members-api';
import './members.css';

/** A change's answer: the member when the API gave it, else undefined (the page asks again). */
type OnChanged = (member: StaffMemberDetail | undefined) => void;

const enquiryStatus = (status: string) => enquiryStatusLabels[status as EnquiryStatus] ?? status;
const optionalDate = (iso: string | null) => (iso ? formatDate(iso) : '—');

type EnquiryRow = StaffMemberDetail['enquiryList'][number];
const enquiryColumns: Array<Column<EnquiryRow>> = [
  { header: 'Received', rowHeader: true, cell: (row) => <Link to={staffPaths.enquiry(row.id)}>{formatDateTime(row.createdAt)}</Link> },
  { header: 'Type', cell: (row) => row.type },
  { header: 'Status', cell: (row) => <span className={`staff-badge staff-badge--${row.status}`}>{enquiryStatus(row.status)}</span> },
];

type DonationRow = StaffMemberDetail['donationList'][number];
const donationColumns: Array<Column<DonationRow>> = [
  { header: 'Date', rowHeader: true, cell: (row) => <Link to={staffPaths.donation(row.id)}>{formatDateTime(row.createdAt)}</Link> },
  { header: 'Amount', numeric: true, cell: (row) => formatMoney(row.amountPence, row.currency) },
  { header: 'Status', cell: (row) => <span className={`staff-badge staff-badge--${row.status}`}>{donationStatusLabel(row.status)}</span> },
  { header: 'Provider reference', className: 'staff-table__break', cell: (row) => row.providerRef ?? '—' },
];

type ListRow = StaffMemberDetail['lists'][number];
const listColumns: Array<Column<ListRow>> = [
  { header: 'List', rowHeader: true, cell: (row) => staffListLabels[row.list] },
  { header: 'Status', cell: (row) => entryStatusLabels[row.status] },
  { header: 'Source', cell: (row) => listSourceLabel(row.list, row.source) },
  { header: 'Requested', className: 'staff-table__nowrap', cell: (row) => optionalDate(row.requestedAt) },
  { header: 'Confirmed', className: 'staff-table__nowrap', cell: (row) => optionalDate(row.confirmedAt) },
  { header: 'Withdrawn', className: 'staff-table__nowrap', cell: (row) => optionalDate(row.withdrawnAt) },
];

/** A panel with its heading, and what it says when it has nothing. */
function Panel({ id, title, empty, children }: { id: string; title: string; empty?: string; children?: ReactNode }) {
  return (
    <section className="staff-panel" aria-labelledby={id}>
      <h2 id={id} className="staff-panel__title">
        {title}
      </h2>
      {empty ? <p className="staff-muted">{empty}</p> : children}
    </section>
  );
}

/**
 * A member's whole record: their enquiries and donations (each opening its own page), the lists
 * their e-mail or phone is on with the consent record, the staff's notes and the labels.
 */
export function MemberRecord({ member, onChanged }: { member: StaffMemberDetail; onChanged: OnChanged }) {
  return (
    <div className="staff-columns">
      <div className="staff-columns__side">
        <Panel id="staff-member-enquiries" title="Enquiries" empty={member.enquiryList.length === 0 ? 'No enquiries from this e-mail address.' : undefined}>
          <ListTable caption="Their enquiries, newest first" hideCaption columns={enquiryColumns} rows={member.enquiryList} rowKey={(row) => row.id} />
        </Panel>
        <Panel id="staff-member-donations" title="Donations" empty={member.donationList.length === 0 ? 'No donations from this e-mail address.' : undefined}>
          <ListTable caption="Their donations, newest first" hideCaption columns={donationColumns} rows={member.donationList} rowKey={(row) => row.id} />
        </Panel>
        <Panel id="staff-member-lists" title="Lists and consent" empty={member.lists.length === 0 ? 'Not on any list.' : undefined}>
          <ListTable caption="The lists they are on, with their consent" hideCaption columns={listColumns} rows={member.lists} rowKey={(row) => row.list} />
        </Panel>
      </div>
      <div className="staff-columns__side">
        <Labels member={member} onChanged={onChanged} />
        <Notes member={member} onChanged={onChanged} />
      </div>
    </div>
  );
}

const labelsBoxId = 'staff-member-labels';

/** The labels a comma-separated text names, each once. */
const labelsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean),
  ),
];
/** The labels as a set, for telling a change from the same labels written another way. */
const labelSet = (text: string) => labelsOf(text).sort().join(',');

/** The labels as one comma-separated field (up to 10, each 1 to 30 letters, digits, spaces or dashes). */
function Labels({ member, onChanged }: { member: StaffMemberDetail; onChanged: OnChanged }) {
  const { client } = useStaff();
  const saved = member.labels.join(', ');
  const [value, setValue] = useState(saved);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const { busy, run } = useStaffAction();
  // The same labels in another order or spacing are no change: the API keeps them sorted, so comparing the
  // text as typed warned of unsaved changes right after saving.
  useUnsavedChanges(labelSet(value) !== labelSet(saved));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const labels = labelsOf(value);
    const checked = staffMemberLabelsRequestSchema.safeParse({ labels });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue?.code === 'too_big' ? 'At most 10 labels.' : (issue?.message ?? ''));
      document.getElementById(labelsBoxId)?.focus();
      return;
    }
    setError('');
    await run(async () => {
      const answer = await setMemberLabels(client, member.id, checked.data.labels);
      setValue((answer?.labels ?? checked.data.labels).join(', '));
      setSaid('Labels saved.');
      onChanged(answer);
    });
  };

  return (
    <section className="staff-panel" aria-labelledby="staff-member-labels-title">
      <h2 id="staff-member-labels-title" className="staff-panel__title">
        Labels
      </h2>
      {member.labels.length > 0 && (
        <ul className="staff-labels" aria-label="Current labels">
          {member.labels.map((label) => (
            <li key={label} className="staff-badge">
              {label}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={save} className="staff-form" noValidate>
        <TextField
          id={labelsBoxId}
          label="Labels, separated by commas"
          value={value}
          maxLength={400}
          autoComplete="off"
          error={error || undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Saving…' : 'Save labels'}
          </button>
          <p className="staff-unsaved" role="status">
            {said}
          </p>
        </div>
      </form>
    </section>
  );
}

const noteBoxId = 'staff-member-note';

/** The staff's notes on the member, oldest first, and a box for a new one (the focus stays in it after adding). */
function Notes({ member, onChanged }: { member: StaffMemberDetail; onChanged: OnChanged }) {
  const { client } = useStaff();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const { busy, run } = useStaffAction();
  useUnsavedChanges(text.trim() !== '');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const checked = staffMemberNoteRequestSchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      document.getElementById(noteBoxId)?.focus();
      return;
    }
    setError('');
    await run(async () => {
      const answer = await addMemberNote(client, member.id, checked.data.text);
      setText('');
      setSaid('Note added.');
      onChanged(answer);
    });
    setTimeout(() => document.getElementById(noteBoxId)?.focus(), 0);
  };

  return (
    <section className="staff-panel" aria-labelledby="staff-member-notes">
      <h2 id="staff-member-notes" className="staff-panel__title">
        Staff notes
      </h2>
      <NotesTimeline notes={member.notes} empty="No notes yet." />
      <form onSubmit={add} className="staff-form" noValidate>
        <TextField
          id={noteBoxId}
          label="New note"
          multiline
          rows={4}
          maxLength={5000}
          value={text}
          error={error || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
          <p className="staff-unsaved" role="status">
            {said}
          </p>
        </div>
      </form>
    </section>
  );
}
