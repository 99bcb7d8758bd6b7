import { useState, type FormEvent } from 'react';
import { staffInvitationRequestSchema, TextField, type StaffRole } from '@tenants/shared';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { inviteColleague } from '../api/team-api';
import { roleOptions } from './role-options';

const emailId = 'staff-invite-email';
const roleId = 'staff-invite-role';

/** "Invite a colleague": an e-mail address and a role; the errors beside their fields, the API's answer in a status line. */
export function InviteForm({ onSent }: { onSent(): void }) {
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
