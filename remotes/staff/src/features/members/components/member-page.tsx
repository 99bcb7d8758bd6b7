import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { accountDetailsSchema, errorMessage, notify, staffMemberEraseSchema, staffMessages, TextField, type StaffMemberDetail } from '@tenants/shared';
import { Dialog, DialogActions } from '../../common/components/dialog';
import { DetailsList } from '../../common/components/details-list';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useLoad } from '../../common/hooks/use-load';
import { formatDate, formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { correctMemberDetails, eraseMember, getMember, setActive } from '../api/members-api';
import { statusOf } from '../../common/lib/errors';
import { roleLabels } from '../lib/labels';
import { MemberRecord } from './member-record';

const backLink = (
  <Link to={staffPaths.members} className="staff-back">
    All members
  </Link>
);

/**
 * /staff/members/:id: the account's details and counts, their enquiries, donations, lists, notes and labels
 *; deactivate, reactivate or erase it.
 */
export function MemberPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { client } = useStaff();
  const navigate = useNavigate();
  const member = useLoad((signal) => getMember(client, id, signal), [client, id]);
  const { busy, run } = useStaffAction();
  const [erasing, setErasing] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // A note or labels saved may answer the member: shown at once, without asking again.
  const [current, setCurrent] = useState<StaffMemberDetail | undefined>();
  useEffect(() => {
    if (member.data) setCurrent(member.data);
  }, [member.data]);

  const data = current ?? member.data;
  if (!data) return <NotLoaded title="Member" back={backLink} loading={member.loading} failure="This member could not be loaded." />;
  const active = !data.deactivatedAt;

  const toggle = () =>
    run(async () => {
      await setActive(client, data.id, !active);
      notify.success(active ? 'Account deactivated.' : 'Account reactivated.');
      member.reload();
    });

  const rows: Array<[string, string]> = [
    ['E-mail', data.email],
    ['Phone', data.phone || 'None'],
    ['Role', roleLabels[data.role]],
    ['Joined', formatDate(data.createdAt)],
    ['Account', active ? 'Active' : `Deactivated ${formatDateTime(data.deactivatedAt ?? '')}`],
    ['Enquiries', String(data.enquiries)],
    ['Donations', String(data.donations)],
    ['Open sessions', String(data.openSessions)],
  ];

  return (
    <>
      <PageHeading title={`${data.firstname} ${data.lastname}`} back={backLink} />
      <section className="staff-panel" aria-labelledby="staff-member-details">
        <h2 id="staff-member-details" className="staff-panel__title">
          Details
        </h2>
        <DetailsList rows={rows} />
        {correcting ? (
          <DetailsForm
            member={data}
            onCancel={() => setCorrecting(false)}
            onSaved={(answer) => {
              setCorrecting(false);
              if (answer) setCurrent(answer);
              else member.reload();
              notify.success('Details saved.');
            }}
          />
        ) : (
          <button type="button" className="staff-button staff-button--ghost" onClick={() => setCorrecting(true)}>
            Correct name or phone
          </button>
        )}
      </section>
      <div className="staff-actions">
        <button type="button" className={active ? 'staff-button staff-button--ghost' : 'staff-button'} onClick={toggle} disabled={busy}>
          {active ? 'Deactivate' : 'Reactivate'}
        </button>
        <button type="button" className="staff-button staff-button--danger" onClick={() => setErasing(true)}>
          Erase
        </button>
      </div>
      <MemberRecord member={data} onChanged={(answer) => (answer ? setCurrent(answer) : member.reload())} />
      {erasing && (
        <EraseDialog
          member={data}
          onCancel={() => setErasing(false)}
          onErased={() => {
            notify.success(`${data.firstname} ${data.lastname} has been erased.`);
            navigate(staffPaths.members);
          }}
        />
      )}
    </>
  );
}

type DetailField = 'firstname' | 'lastname' | 'phone';
const detailIds: Record<DetailField, string> = { firstname: 'staff-member-firstname', lastname: 'staff-member-lastname', phone: 'staff-member-phone' };

/** Staff correct a member's name and phone (audited): each refusal beside its field. */
function DetailsForm({ member, onCancel, onSaved }: { member: StaffMemberDetail; onCancel(): void; onSaved(answer: StaffMemberDetail | undefined): void }) {
  const { client, fail } = useStaff();
  const [form, setForm] = useState({ firstname: member.firstname, lastname: member.lastname, phone: member.phone });
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [busy, setBusy] = useState(false);
  const show = (next: Partial<Record<DetailField, string>>) => {
    setErrors(next);
    const first = (['firstname', 'lastname', 'phone'] as const).find((field) => next[field]);
    if (first) setTimeout(() => document.getElementById(detailIds[first])?.focus(), 0);
  };
  const set = (field: DetailField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = accountDetailsSchema.safeParse(form);
    if (!checked.success) {
      const next: Partial<Record<DetailField, string>> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as DetailField] ??= issue.message;
      return show(next);
    }
    setBusy(true);
    try {
      onSaved(await correctMemberDetails(client, member.id, checked.data));
    } catch (error) {
      // The phone checker's or another account's refusal belongs beside the phone.
      if (statusOf(error) === 400 || statusOf(error) === 409) show({ phone: errorMessage(error) });
      else fail(error);
      setBusy(false);
    }
  };

  return (
    <form className="staff-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Correct name or phone">
      <TextField
        id={detailIds.firstname}
        label="First name"
        value={form.firstname}
        error={errors.firstname}
        onChange={(e) => set('firstname')(e.target.value)}
      />
      <TextField id={detailIds.lastname} label="Last name" value={form.lastname} error={errors.lastname} onChange={(e) => set('lastname')(e.target.value)} />
      <TextField id={detailIds.phone} label="Phone" type="tel" value={form.phone} error={errors.phone} onChange={(e) => set('phone')(e.target.value)} />
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save details'}
        </button>
        <button type="button" className="staff-button staff-button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Erasure (UK GDPR): the member of staff types the member's e-mail address to confirm; the API checks it
 * too. Nothing is sent until it matches.
 */
function EraseDialog({ member, onCancel, onErased }: { member: StaffMemberDetail; onCancel(): void; onErased(): void }) {
  const { client } = useStaff();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useStaffAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffMemberEraseSchema.safeParse({ confirm });
    if (!checked.success || checked.data.confirm.toLowerCase() !== member.email.toLowerCase()) {
      setError(staffMessages.eraseConfirm);
      document.getElementById('staff-erase-confirm')?.focus();
      return;
    }
    await run(async () => {
      await eraseMember(client, member.id, checked.data.confirm);
      onErased();
    });
  };

  return (
    <Dialog title={`Erase ${member.firstname} ${member.lastname}?`} onClose={onCancel}>
      <p>This removes the account and the member's personal data for good. It cannot be undone.</p>
      <p id="staff-erase-hint">{staffMessages.eraseConfirm}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id="staff-erase-confirm"
          label={`E-mail address (${member.email})`}
          type="email"
          aria-describedby={error ? 'staff-erase-confirm-error staff-erase-hint' : 'staff-erase-hint'}
          autoComplete="off"
          value={confirm}
          error={error || undefined}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <DialogActions label="Erase member" working="Erasing…" tone="danger" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
