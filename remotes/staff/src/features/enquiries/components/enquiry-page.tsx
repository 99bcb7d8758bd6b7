import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  staffEnquiryReplyRequestSchema,
  staffEnquiryUpdateSchema,
  staffWorkMessages,
  TextField,
  type EnquiryStatus,
  type StaffEnquiry,
  type StaffEnquiryReplyPreview,
} from '@tenants/shared';
import { DetailsList } from '../../common/components/details-list';
import { NotesTimeline } from '../../common/components/notes-timeline';
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
import { getEnquiry, previewReply, sendReply, updateEnquiry } from '../api/enquiries-api';
import { leaseHeldLabel, statusLabel, statusOptions } from '../lib/labels';
import '../../common/components/preview.css';
import './enquiries.css';

/**
 * /staff/enquiries/:id: every answer of the wizard; the handling (status, assignee and a note, saved together);
 * the notes and replies in one timeline; and a reply by e-mail.
 */
export function EnquiryPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client } = useStaff();
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const enquiry = useLoad((signal) => getEnquiry(client, id, signal), [client, id]);
  // A save answers the whole enquiry: shown at once, without asking for it again.
  const [current, setCurrent] = useState<StaffEnquiry | undefined>();
  useEffect(() => {
    if (enquiry.data) setCurrent(enquiry.data);
  }, [enquiry.data]);

  const backLink = (
    <Link to={`${staffPaths.enquiries}${back}`} className="staff-back">
      All enquiries
    </Link>
  );

  const data = current ?? enquiry.data;
  if (!data) return <NotLoaded title="Enquiry" back={backLink} loading={enquiry.loading} failure="This enquiry could not be loaded." />;
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
          <Handling enquiry={data} onSaved={setCurrent} />
          <Reply enquiry={data} onSent={(answer) => (answer ? setCurrent(answer) : enquiry.reload())} />
          <Timeline enquiry={data} />
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

/** A staff member as the assignee select names them: name and e-mail, so two Jos are told apart. */
const assigneeLabel = (member: { firstname: string; lastname: string; email?: string }) =>
  member.email ? `${memberName(member)} (${member.email})` : memberName(member);

const noteBoxId = 'staff-note-text';

/**
 * Status, assignee and a note, saved together by one Save in one PATCH, so a note can never undo a
 * status change not yet saved. "Unsaved: …" beside Save says what is still to save; after saving, the note box
 * is emptied and keeps the focus (the button was disabled while it went), and "Saved." is said in the status line.
 */
function Handling({ enquiry, onSaved }: { enquiry: StaffEnquiry; onSaved(enquiry: StaffEnquiry): void }) {
  const { client } = useStaff();
  const team = useTeam();
  const savedAssignee = enquiry.assignedTo?.id ?? '';
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [assignee, setAssignee] = useState(savedAssignee);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const { busy, run } = useStaffAction();

  const assigneeOptions = [{ value: '', label: 'Unassigned' }, ...team.map((member) => ({ value: member.id, label: assigneeLabel(member) }))];
  if (enquiry.assignedTo && !team.some((member) => member.id === enquiry.assignedTo?.id)) {
    assigneeOptions.push({ value: enquiry.assignedTo.id, label: assigneeLabel(enquiry.assignedTo) });
  }
  const unsaved = [
    status !== enquiry.status ? `status changed to ${statusLabel(status)}` : '',
    assignee !== savedAssignee ? `assigned to ${assigneeOptions.find((option) => option.value === assignee)?.label ?? 'someone else'}` : '',
    note.trim() ? 'a note' : '',
  ].filter(Boolean);
  useUnsavedChanges(unsaved.length > 0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    // Only what changed: a status someone else set meanwhile is not overwritten by an untouched select.
    const change = {
      ...(status !== enquiry.status ? { status } : {}),
      ...(assignee !== savedAssignee ? { assignedTo: assignee || null } : {}),
      ...(note.trim() ? { note } : {}),
    };
    const checked = staffEnquiryUpdateSchema.safeParse(change);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (issue?.path[0] === 'note') setError(issue.message);
      else setSaid(issue?.message ?? '');
      document.getElementById(noteBoxId)?.focus();
      return;
    }
    setError('');
    await run(async () => {
      const saved = await updateEnquiry(client, enquiry.id, checked.data);
      setStatus(saved.status);
      setAssignee(saved.assignedTo?.id ?? '');
      setNote('');
      setSaid(staffWorkMessages.noteSaved);
      onSaved(saved);
    });
    // After the button is enabled again, so nothing takes the focus away from the box.
    setTimeout(() => document.getElementById(noteBoxId)?.focus(), 0);
  };

  return (
    <section aria-labelledby="staff-enquiry-handling" className="staff-panel">
      <h2 id="staff-enquiry-handling" className="staff-panel__title">
        Handling
      </h2>
      <form onSubmit={save} className="staff-form" noValidate>
        <SelectField label="Status" value={status} options={statusOptions} onChange={(event) => setStatus(event.target.value as EnquiryStatus)} />
        <SelectField label="Assigned to" value={assignee} options={assigneeOptions} onChange={(event) => setAssignee(event.target.value)} />
        <TextField
          id={noteBoxId}
          label="Note (optional, for staff only)"
          multiline
          rows={4}
          maxLength={5000}
          value={note}
          error={error || undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy} aria-describedby="staff-enquiry-unsaved">
            {busy ? 'Saving…' : 'Save'}
          </button>
          <p id="staff-enquiry-unsaved" className="staff-unsaved" data-testid="handling-unsaved">
            {unsaved.length > 0 ? `Unsaved: ${unsaved.join(', ')}` : ''}
          </p>
        </div>
        <p className="staff-unsaved" role="status" data-testid="handling-status">
          {said}
        </p>
      </form>
    </section>
  );
}

const replyBoxId = 'staff-reply-text';

/**
 * A reply e-mailed to the enquirer through the mail queue, and recorded on the enquiry. Preview shows the
 * e-mail as the enquirer will get it (the letter's greeting and sign-off unless the reply has its own), who it
 * goes to and where their answer comes back to.
 */
function Reply({ enquiry, onSent }: { enquiry: StaffEnquiry; onSent(enquiry: StaffEnquiry | undefined): void }) {
  const { client } = useStaff();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [preview, setPreview] = useState<StaffEnquiryReplyPreview | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const { busy, run } = useStaffAction();
  useUnsavedChanges(text.trim() !== '');
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  /** The reply as typed, checked with the contract; the message beside the box when it is refused. */
  const checkedText = () => {
    const checked = staffEnquiryReplyRequestSchema.safeParse({ text });
    if (checked.success) {
      setError('');
      return checked.data.text;
    }
    setError(checked.error.issues[0]?.message ?? '');
    document.getElementById(replyBoxId)?.focus();
    return undefined;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const reply = checkedText();
    if (reply === undefined) return;
    await run(async () => {
      const answer = await sendReply(client, enquiry.id, reply);
      setText('');
      setPreview(null);
      setSaid(staffWorkMessages.replyQueued);
      onSent(answer);
    });
    setTimeout(() => document.getElementById(replyBoxId)?.focus(), 0);
  };

  const showPreview = async () => {
    setSaid('');
    const reply = checkedText();
    if (reply !== undefined) await run(async () => setPreview(await previewReply(client, enquiry.id, reply)));
  };

  return (
    <section aria-labelledby="staff-enquiry-reply" className="staff-panel">
      <h2 id="staff-enquiry-reply" className="staff-panel__title">
        Reply by e-mail
      </h2>
      <form onSubmit={send} className="staff-form" noValidate>
        <TextField
          id={replyBoxId}
          label={`Your reply to ${enquiry.email}`}
          multiline
          rows={6}
          maxLength={10000}
          value={text}
          error={error || undefined}
          // The kit ties its error to the box; the hint is tied here beside it.
          aria-describedby={error ? `${replyBoxId}-error staff-reply-hint` : 'staff-reply-hint'}
          onChange={(event) => {
            setText(event.target.value);
            // A preview of other words would mislead.
            setPreview(null);
          }}
        />
        <p id="staff-reply-hint" className="staff-field__hint staff-field__hint--after">
          A blank line starts a new paragraph. The e-mail opens with &ldquo;Dear {enquiry.firstname},&rdquo; and ends with your first name, unless you write
          your own greeting or sign-off. Their answer comes back to the team&rsquo;s address, not your own inbox.
        </p>
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Sending…' : 'Send reply'}
          </button>
          <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={() => void showPreview()}>
            Preview
          </button>
          <p className="staff-unsaved" role="status" data-testid="reply-status">
            {said}
          </p>
        </div>
      </form>
      {preview && (
        <section className="staff-preview" aria-labelledby="staff-reply-preview-title">
          <div className="staff-preview__bar">
            <h3 id="staff-reply-preview-title" className="staff-preview__label" ref={previewHeading} tabIndex={-1}>
              The e-mail as {enquiry.firstname} will get it
            </h3>
            <button type="button" className="staff-button staff-button--ghost" onClick={() => setPreview(null)}>
              Close preview
            </button>
          </div>
          <dl className="staff-reply-preview__facts">
            <dt>To</dt>
            <dd>{preview.to}</dd>
            <dt>Subject</dt>
            <dd>{preview.subject}</dd>
            <dt>Their answer comes back to</dt>
            <dd>{preview.replyTo}</dd>
          </dl>
          {/* The letter the queue will send, in a frame whose scripts never run. */}
          <iframe className="staff-preview__page" title={`Preview of the reply to ${enquiry.email}`} sandbox="" srcDoc={preview.html} />
        </section>
      )}
    </section>
  );
}

/** The notes staff wrote and the replies e-mailed to the enquirer, oldest first, in one list. */
function Timeline({ enquiry }: { enquiry: StaffEnquiry }) {
  return (
    <section aria-labelledby="staff-enquiry-notes" className="staff-panel">
      <h2 id="staff-enquiry-notes" className="staff-panel__title">
        Notes and replies
      </h2>
      <NotesTimeline notes={enquiry.notes} empty="No notes or replies yet." />
    </section>
  );
}
