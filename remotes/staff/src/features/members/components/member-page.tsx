import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify, staffMemberEraseSchema, staffMessages, TextField, type StaffMemberDetail } from '@tenants/shared';
import { Dialog } from '../../common/components/dialog';
import { DetailsList } from '../../common/components/details-list';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { useLoad } from '../../common/hooks/use-load';
import { formatDate, formatDateTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import type { ScreenProps } from '../../../expose/staff-routes';
import { eraseMember, getMember, setActive } from '../api/members-api';
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
        <div className="staff-dialog__actions">
          <button type="submit" className="staff-button staff-button--danger" disabled={busy}>
            {busy ? 'Erasing…' : 'Erase member'}
          </button>
          <button type="button" className="staff-button staff-button--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
