import { useState, type FormEvent } from 'react';
import { staffEnquiryUpdateSchema, staffWorkMessages, TextField, type EnquiryStatus, type StaffEnquiry } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { memberName, useTeam } from '../../common/hooks/use-team';
import { updateEnquiry } from '../api/enquiries-api';
import { statusLabel, statusOptions } from '../lib/labels';

/** A staff member as the assignee select names them: name and e-mail, so two Jos are told apart. */
const assigneeLabel = (member: { firstname: string; lastname: string; email?: string }) =>
  member.email ? `${memberName(member)} (${member.email})` : memberName(member);

const noteBoxId = 'staff-note-text';

/**
 * Status, assignee and a note, saved together by one Save in one PATCH, so a note can never undo a
 * status change not yet saved. "Unsaved: …" beside Save says what is still to save; after saving, the note box
 * is emptied and keeps the focus (the button was disabled while it went), and "Saved." is said in the status line.
 */
export function Handling({ enquiry, onSaved }: { enquiry: StaffEnquiry; onSaved(enquiry: StaffEnquiry): void }) {
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
