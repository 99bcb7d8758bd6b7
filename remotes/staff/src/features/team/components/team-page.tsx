import { useState } from 'react';
import { staffRoleLabels } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { memberName } from '../../common/hooks/use-team';
import { formatDate, formatDateTime } from '../../common/lib/format';
import { getInvitations, revokeInvitation, type Invitation } from '../api/team-api';
import { Colleagues } from './colleagues';
import { InviteForm } from './invite-form';

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
