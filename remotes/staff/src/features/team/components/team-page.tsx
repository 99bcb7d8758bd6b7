import { useState, type FormEvent } from 'react';
import { staffInvitationRequestSchema, staffRoleLabels, staffRoles, TextField, type StaffRole } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { memberName, useTeam } from '../../common/hooks/use-team';
import { formatDate, formatDateTime } from '../../common/lib/format';
import { getInvitations, inviteColleague, revokeInvitation, type Invitation } from '../api/team-api';

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

/** Where an invitation stands, in words. */
function invitationState(invitation: Invitation, now: number): string {
  if (invitation.acceptedAt) return `Accepted ${formatDate(invitation.acceptedAt)}`;
  return Date.parse(invitation.expiresAt) < now ? 'Expired' : `Open until ${formatDate(invitation.expiresAt)}`;
}

/**
 * /staff/team (admins): who is on the team, the invitations sent, and "Invite a colleague". Inviting
 * asks for a fresh second factor as other admin actions do: the staff client opens "Confirm it's you" on the
 * API's 403 and sends the invitation again once confirmed.
 */
export function TeamPage() {
  const { client } = useStaff();
  const team = useTeam();
  const invitations = useLoad((signal) => getInvitations(client, signal), [client]);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const { busy, run } = useStaffAction();
  // Read when the list arrives, not while drawing on the server: "expired" depends on the clock.
  const now = invitations.data ? Date.now() : 0;

  const columns: Array<Column<Invitation>> = [
    { header: 'E-mail', rowHeader: true, className: 'staff-table__break', cell: (invitation) => invitation.email },
    { header: 'Role', cell: (invitation) => staffRoleLabels[invitation.role] },
    { header: 'Invited by', cell: (invitation) => (invitation.invitedBy ? memberName(invitation.invitedBy) : '—') },
    { header: 'Sent', className: 'staff-table__nowrap', cell: (invitation) => formatDateTime(invitation.createdAt) },
    { header: 'State', cell: (invitation) => invitationState(invitation, now) },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (invitation) =>
        invitation.acceptedAt ? null : (
          <button
            type="button"
            className="staff-button staff-button--danger"
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() => setRevoking(invitation)}
          >
            Revoke
          </button>
        ),
    },
  ];

  const revoke = () =>
    revoking &&
    run(async () => {
      await revokeInvitation(client, revoking.id);
      setRevoking(null);
      invitations.reload();
    });

  return (
    <>
      <PageHeading title="Team" />
      <div className="staff-columns">
        <div className="staff-columns__side">
          <InviteForm onSent={invitations.reload} />
          <section aria-labelledby="staff-team-now" className="staff-panel">
            <h2 id="staff-team-now" className="staff-panel__title">
              The team
            </h2>
            <ul className="staff-notes">
              {team.map((member) => (
                <li key={member.id} className="staff-notes__item">
                  <strong>{memberName(member)}</strong> ({member.email}): {staffRoleLabels[member.role]}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="staff-team-invitations">
          <h2 id="staff-team-invitations">Invitations</h2>
          <ListStatus
            loading={invitations.loading}
            failed={invitations.failed}
            total={invitations.data?.length}
            one="invitation"
            many="invitations"
            empty="No invitations yet."
          />
          {invitations.data && invitations.data.length > 0 && (
            <ListTable caption="Invitations, newest first" hideCaption columns={columns} rows={invitations.data} rowKey={(invitation) => invitation.id} />
          )}
        </section>
      </div>
      {revoking && (
        <ConfirmDialog
          title={`Revoke the invitation to ${revoking.email}?`}
          confirmLabel="Revoke"
          busy={busy}
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        >
          <p>The link in the invitation will stop working. You can invite them again later.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

const emailId = 'staff-invite-email';
const roleId = 'staff-invite-role';

/** "Invite a colleague": an e-mail address and a role; the errors beside their fields, the API's answer in a status line. */
function InviteForm({ onSent }: { onSent(): void }) {
  const { client } = useStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});
  const [said, setSaid] = useState('');
  const { busy, run } = useStaffAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    const checked = staffInvitationRequestSchema.safeParse({ email, role });
    if (!checked.success) {
      const next: { email?: string; role?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'role' ? 'role' : 'email';
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(next.email ? emailId : roleId)?.focus();
      return;
    }
    setErrors({});
    await run(async () => {
      const answer = await inviteColleague(client, checked.data);
      setEmail('');
      setSaid(answer.message);
      onSent();
    });
  };

  return (
    <section aria-labelledby="staff-team-invite" className="staff-panel">
      <h2 id="staff-team-invite" className="staff-panel__title">
        Invite a colleague
      </h2>
      <form onSubmit={submit} className="staff-form" noValidate>
        <TextField
          id={emailId}
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          id={roleId}
          label="Role"
          value={role}
          options={roleOptions}
          error={errors.role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <div className="staff-actions--inline">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </button>
          <p className="staff-unsaved" role="status" data-testid="invite-status">
            {said}
          </p>
        </div>
      </form>
    </section>
  );
}
