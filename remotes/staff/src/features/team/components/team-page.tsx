import { useState, type FormEvent } from 'react';
import { staffInvitationRequestSchema, staffRoleLabels, staffRoles, TextField, type StaffColleague, type StaffRole } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { memberName } from '../../common/hooks/use-team';
import { formatDate, formatDateTime } from '../../common/lib/format';
import {
  changeColleagueRole,
  getColleagues,
  getInvitations,
  inviteColleague,
  removeColleague,
  resetColleagueFactor,
  revokeInvitation,
  type Invitation,
} from '../api/team-api';

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
      <Colleagues />
      <div className="staff-columns">
        <div className="staff-columns__side">
          <InviteForm onSent={invitations.reload} />
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

type Acting =
  { kind: 'role'; colleague: StaffColleague; role: StaffRole } | { kind: 'remove'; colleague: StaffColleague } | { kind: 'reset'; colleague: StaffColleague };

/**
 * Everyone on the team, contributors included, with their role and whether their second factor is set up.
 * An admin changes a colleague's role, removes them, or resets a lost second factor: each asked first, then
 * confirmed with a fresh second factor (the staff client's "Confirm it's you"), audited and mailed to them.
 */
function Colleagues() {
  const { client, me } = useStaff();
  const colleagues = useLoad((signal) => getColleagues(client, signal), [client]);
  const [acting, setActing] = useState<Acting | null>(null);
  const [said, setSaid] = useState('');
  const { busy, run } = useStaffAction();

  const columns: Array<Column<StaffColleague>> = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (colleague) => <span id={`staff-colleague-${colleague.id}`}>{`${memberName(colleague)}${colleague.deactivated ? ' (deactivated)' : ''}`}</span>,
    },
    { header: 'E-mail', className: 'staff-table__break', cell: (colleague) => colleague.email },
    { header: 'Role', cell: (colleague) => staffRoleLabels[colleague.role] },
    { header: 'Second factor', cell: (colleague) => (colleague.secondFactor ? 'Set up' : 'Not set up yet') },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (colleague) =>
        colleague.id === me.id ? (
          <span className="staff-field__hint">You</span>
        ) : (
          <div className="staff-actions--inline">
            {/* Named by its words and described by the colleague's name: a label mentioning the role would be
                found by anything looking for the invitation form's Role field. */}
            <button
              type="button"
              className="staff-button staff-button--ghost"
              aria-describedby={`staff-colleague-${colleague.id}`}
              onClick={() => setActing({ kind: 'role', colleague, role: colleague.role })}
            >
              Change role
            </button>
            <button
              type="button"
              className="staff-button staff-button--ghost"
              aria-label={`Reset the second factor of ${memberName(colleague)}`}
              onClick={() => setActing({ kind: 'reset', colleague })}
            >
              Reset second factor
            </button>
            <button
              type="button"
              className="staff-button staff-button--danger"
              aria-label={`Remove ${memberName(colleague)} from the team`}
              onClick={() => setActing({ kind: 'remove', colleague })}
            >
              Remove
            </button>
          </div>
        ),
    },
  ];

  const confirm = () =>
    acting &&
    run(async () => {
      const { colleague } = acting;
      const answer =
        acting.kind === 'role'
          ? await changeColleagueRole(client, colleague.id, acting.role)
          : acting.kind === 'remove'
            ? await removeColleague(client, colleague.id)
            : await resetColleagueFactor(client, colleague.id);
      setActing(null);
      setSaid(`${memberName(colleague)}: ${answer.message}`);
      colleagues.reload();
    });

  const name = acting ? memberName(acting.colleague) : '';
  return (
    <section aria-labelledby="staff-team-colleagues" className="staff-panel">
      <h2 id="staff-team-colleagues" className="staff-panel__title">
        The team
      </h2>
      <ListStatus
        loading={colleagues.loading}
        failed={colleagues.failed}
        total={colleagues.data?.length}
        one="colleague"
        many="colleagues"
        empty="No colleagues yet."
      />
      <p className="staff-unsaved" role="status" data-testid="team-status">
        {said}
      </p>
      {colleagues.data && colleagues.data.length > 0 && (
        <ListTable caption="Everyone on the team" hideCaption columns={columns} rows={colleagues.data} rowKey={(colleague) => colleague.id} />
      )}
      {acting && (
        <ConfirmDialog
          title={
            acting.kind === 'role'
              ? `Change the role of ${name}?`
              : acting.kind === 'remove'
                ? `Remove ${name} from the team?`
                : `Reset the second factor of ${name}?`
          }
          confirmLabel={acting.kind === 'role' ? 'Change role' : acting.kind === 'remove' ? 'Remove' : 'Reset'}
          tone={acting.kind === 'role' ? 'primary' : 'danger'}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setActing(null)}
        >
          {acting.kind === 'role' && (
            <SelectField
              id="staff-colleague-role"
              label="New role"
              value={acting.role}
              options={roleOptions}
              onChange={(event) => setActing({ ...acting, role: event.target.value as StaffRole })}
            />
          )}
          <p>
            {acting.kind === 'role'
              ? `${name} will be e-mailed about the change.`
              : acting.kind === 'remove'
                ? `${name} will no longer reach the staff area; their account stays as a member's, and their enquiries are unassigned. They will be e-mailed.`
                : `${name}'s authenticator app, passkeys and recovery codes will be removed and their sessions ended. They will be e-mailed a link to set up a new second factor.`}
          </p>
        </ConfirmDialog>
      )}
    </section>
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
