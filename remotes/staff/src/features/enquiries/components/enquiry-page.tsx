import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { notify, staffEnquiryNoteRequestSchema, TextField, type EnquiryStatus, type StaffEnquiry } from '@tenants/shared';
import { DetailsList } from '../../common/components/details-list';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { useLoad } from '../../common/hooks/use-load';
import { memberName, useTeam } from '../../common/hooks/use-team';
import { formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { addNote, getEnquiry, updateEnquiry } from '../api/enquiries-api';
import { leaseHeldLabel, statusLabel, statusOptions } from '../lib/labels';

/** /staff/enquiries/:id: every answer of the wizard, the handling (status, assignee) and the notes. */
export function EnquiryPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client } = useStaff();
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const enquiry = useLoad((signal) => getEnquiry(client, id, signal), [client, id]);

  const backLink = (
    <Link to={`${staffPaths.enquiries}${back}`} className="staff-back">
      All enquiries
    </Link>
  );

  if (!enquiry.data) return <NotLoaded title="Enquiry" back={backLink} loading={enquiry.loading} failure="This enquiry could not be loaded." />;
  const data = enquiry.data;
  return (
    <>
      <PageHeading title={`Enquiry from ${data.firstname} ${data.lastname}`} back={backLink}>
        <p className="staff-heading__intro">Received {formatDateTime(data.createdAt)}</p>
      </PageHeading>
      <div className="staff-columns">
        <section aria-labelledby="staff-enquiry-answers" className="staff-panel">
          <h2 id="staff-enquiry-answers" className="staff-panel__title">
            Answers
          </h2>
          <Answers enquiry={data} />
        </section>
        <div className="staff-columns__side">
          <Handling enquiry={data} onSaved={enquiry.reload} />
          <Notes enquiry={data} onAdded={enquiry.reload} />
        </div>
      </div>
    </>
  );
}

function Answers({ enquiry }: { enquiry: StaffEnquiry }) {
  const rows: Array<[string, ReactNode]> = [
    ['Type of help', enquiry.type],
    ['Annual rent', enquiry.annualRent],
    ['Lease held', leaseHeldLabel(enquiry.isLeaseHeld)],
    ['City / company', enquiry.city],
    ['Comments', enquiry.comments ? <span className="staff-prewrap">{enquiry.comments}</span> : 'None'],
    ['Name', `${enquiry.firstname} ${enquiry.lastname}`],
    ['E-mail', <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>],
    ['Phone', enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : 'None'],
    ['Newsletter', enquiry.isSubscribe ? 'Subscribed' : 'Not subscribed'],
  ];
  return <DetailsList rows={rows} />;
}

/** What the member of staff has chosen but not saved: absent keys are as the enquiry has them. */
interface Pending {
  status?: EnquiryStatus;
  assignee?: string;
}

/** A pending choice the (re)loaded enquiry already has is no longer pending; any other is kept. */
function prune(pending: Pending, enquiry: StaffEnquiry): Pending {
  const next: Pending = {};
  if (pending.status !== undefined && pending.status !== enquiry.status) next.status = pending.status;
  if (pending.assignee !== undefined && pending.assignee !== (enquiry.assignedTo?.id ?? '')) next.assignee = pending.assignee;
  return next;
}

/**
 * Status and assignee. What is chosen stays chosen until saved (issue 31): the enquiry reloads after a note is
 * added (the API saves them apart), and that reload must not silently undo a choice; "Unsaved: …" beside Save
 * says what is still to save.
 */
function Handling({ enquiry, onSaved }: { enquiry: StaffEnquiry; onSaved(): void }) {
  const { client } = useStaff();
  const team = useTeam();
  const [pending, setPending] = useState<Pending>({});
  const { busy, run } = useStaffAction();
  useEffect(() => setPending((current) => prune(current, enquiry)), [enquiry]);

  const savedAssignee = enquiry.assignedTo?.id ?? '';
  const status = pending.status ?? enquiry.status;
  const assignee = pending.assignee ?? savedAssignee;
  const assigneeOptions = [{ value: '', label: 'Unassigned' }, ...team.map((member) => ({ value: member.id, label: memberName(member) }))];
  if (enquiry.assignedTo && !team.some((member) => member.id === enquiry.assignedTo?.id)) {
    assigneeOptions.push({ value: enquiry.assignedTo.id, label: memberName(enquiry.assignedTo) });
  }
  const unsaved = [
    status !== enquiry.status ? `status changed to ${statusLabel(status)}` : '',
    assignee !== savedAssignee ? `assigned to ${assigneeOptions.find((option) => option.value === assignee)?.label ?? 'someone else'}` : '',
  ].filter(Boolean);
  useUnsavedChanges(unsaved.length > 0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await updateEnquiry(client, enquiry.id, { status, assignedTo: assignee || null });
      notify.success('Enquiry saved.');
      // Kept until the reloaded enquiry shows it saved (prune), so the selects do not flick back meanwhile.
      onSaved();
    });
  };

  return (
    <section aria-labelledby="staff-enquiry-handling" className="staff-panel">
      <h2 id="staff-enquiry-handling" className="staff-panel__title">
        Handling
      </h2>
      <form onSubmit={save} className="staff-form">
        <SelectField label="Status" value={status} options={statusOptions} onChange={(event) => setPending((current) => ({ ...current, status: event.target.value as EnquiryStatus }))} />
        <SelectField label="Assigned to" value={assignee} options={assigneeOptions} onChange={(event) => setPending((current) => ({ ...current, assignee: event.target.value }))} />
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy} aria-describedby="staff-enquiry-unsaved">
            {busy ? 'Saving…' : 'Save'}
          </button>
          <p id="staff-enquiry-unsaved" className="staff-unsaved" data-testid="handling-unsaved">
            {unsaved.length > 0 ? `Unsaved: ${unsaved.join(', ')}` : ''}
          </p>
        </div>
      </form>
    </section>
  );
}

const noteBoxId = 'staff-note-text';

/**
 * The notes and the box for a new one. After a note is added the box is emptied and takes the focus back (the
 * button was disabled while it went, which would drop the focus to the top of the page), and "Note added."
 * is said in the panel's status line.
 */
function Notes({ enquiry, onAdded }: { enquiry: StaffEnquiry; onAdded(): void }) {
  const { client } = useStaff();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const { busy, run } = useStaffAction();
  useUnsavedChanges(text.trim() !== '');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const checked = staffEnquiryNoteRequestSchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      document.getElementById(noteBoxId)?.focus();
      return;
    }
    setError('');
    await run(async () => {
      await addNote(client, enquiry.id, checked.data.text);
      setText('');
      setSaid('Note added.');
      onAdded();
    });
    // After the button is enabled again, so nothing takes the focus away from the box.
    setTimeout(() => document.getElementById(noteBoxId)?.focus(), 0);
  };

  return (
    <section aria-labelledby="staff-enquiry-notes" className="staff-panel">
      <h2 id="staff-enquiry-notes" className="staff-panel__title">
        Notes
      </h2>
      {enquiry.notes.length === 0 ? (
        <p className="staff-muted">No notes yet.</p>
      ) : (
        <ol className="staff-notes">
          {enquiry.notes.map((note) => (
            <li key={note.id} className="staff-notes__item">
              <p className="staff-notes__meta">
                <strong>{note.author ? memberName(note.author) : 'Former member of staff'}</strong>, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="staff-notes__text staff-prewrap">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} className="staff-form" noValidate>
        <TextField id={noteBoxId} label="New note" multiline rows={4} maxLength={5000} value={text} error={error || undefined} onChange={(event) => setText(event.target.value)} />
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
