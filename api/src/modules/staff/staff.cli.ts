import type { StaffRole } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import type { SecurityLog } from '../account/security-events';
import { enrolmentLinkFor, resetSecondFactor, type EnrolmentLinkDeps } from './second-factor/reset.service';
import { grantRole, revokeRole, staffList } from './staff.service';

/** `staff add|remove|list`: roles are granted here only, each change written to the audit log (actor `cli`). */
export async function staffCommand(
  deps: EnrolmentLinkDeps,
  [action, email]: string[],
  role: StaffRole,
  print: (line: string) => void,
  reset: { addressChecked: boolean },
): Promise<void> {
  // The link works once, for 24 hours, for that account only: the operator may hand it over in person.
  const printLink = (address: string, url: string) => print(`Enrolment link (single use, 24 hours; also e-mailed to ${address}): ${url}`);
  // Security events as JSON lines on stderr, as the API logs them (the account's id, never its e-mail).
  const events: SecurityLog = (event, fields) => process.stderr.write(`${JSON.stringify({ level: 30, time: Date.now(), source: 'cli', event, ...fields })}\n`);
  try {
    if (action === 'reset-2fa') {
      const { member, factors, sessionsEnded, enrolmentUrl } = await resetSecondFactor(deps, email, undefined, events, reset);
      print(`${member.email}: ${factors} second-factor records removed and ${sessionsEnded} sessions ended; they set up a new factor with the link below.`);
      printLink(member.email, enrolmentUrl);
    } else if (action === 'add') {
      const member = await grantRole(deps, email, role, undefined, events);
      print(`${member.email} is now ${member.role === 'admin' ? 'an admin' : member.role === 'contributor' ? 'a contributor (news drafts only)' : 'staff'}.`);
      const url = await enrolmentLinkFor(deps, member);
      if (url) printLink(member.email, url);
    } else if (action === 'remove') {
      const { member, changed } = await revokeRole(deps, email, undefined, events);
      print(changed ? `${member.email} is a member again (no staff role).` : `${member.email} had no staff role.`);
    } else {
      const staff = await staffList(deps);
      if (!staff.length) print('Nobody has a staff role yet: node dist/cli.js staff add EMAIL [--admin | --contributor]');
      for (const m of staff)
        print(`${m.role.padEnd(11)}  ${m.email}  ${m.firstname} ${m.lastname}${m.deactivated_at ? `  (deactivated ${m.deactivated_at})` : ''}`);
    }
  } catch (error) {
    // The service's refusals (no such account) are the operator's answer, not a crash.
    if (error instanceof HttpError) throw new Error(error.message);
    throw error;
  }
}
