import { useState } from 'react';
import { staffRoleLabels, type StaffColleague, type StaffRole } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { ListTable, type Column } from '../../common/components/list-table';
import { ListStatus } from '../../common/components/list-status';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { memberName } from '../../common/hooks/use-team';
import { changeColleagueRole, getColleagues, removeColleague, resetColleagueFactor } from '../api/team-api';
import { roleOptions } from './role-options';

type Acting =
  { kind: 'role'; colleague: StaffColleague; role: StaffRole } | { kind: 'remove'; colleague: StaffColleague } | { kind: 'reset'; colleague: StaffColleague };

/**
 * Everyone on the team, contributors included, with their role and whether their second factor is set up.
 * An admin changes a colleague's role, removes them, or resets a lost second factor: each asked first, then
 * confirmed with a fresh second factor (the staff client's "Confirm it's you"), audited and mailed to them.
 */
export function Colleagues() {
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
