import { staffMessages, staffRoleLabels, type StaffColleague, type StaffRole } from '@tenants/shared/model';
import { HttpError } from '../../../http-errors';
import type { MailTemplates } from '../../../mail/templates';
import { listStaffMembers, type MemberSummary } from '../../account/members.service';
import type { SecurityLog } from '../../account/security-events';
import { isEnrolled } from '../second-factor/enrolment.service';
import { resetSecondFactor, type EnrolmentLinkDeps } from '../second-factor/reset.service';
import { grantRole, revokeRole, type Actor, type StaffDeps } from '../staff.service';

/** What the team page's changes take: the enrolment link's (a reset mails one) and the letter telling of a change. */
export interface ColleagueDeps extends EnrolmentLinkDeps {
  letters: Pick<MailTemplates, 'staffAccessChanged'>;
}

/** Every colleague with a staff role (contributors too), whether their second factor is set up, and whether the account is active. */
export async function colleagues(deps: Pick<StaffDeps, 'db'>): Promise<StaffColleague[]> {
  const members = await listStaffMembers(deps.db);
  return Promise.all(
    members.map(async (m) => ({
      id: m.id,
      firstname: m.firstname,
      lastname: m.lastname,
      email: m.email,
      role: m.role as StaffRole,
      secondFactor: await isEnrolled(deps.db, m.id),
      deactivated: !!m.deactivated_at,
    })),
  );
}

/**
 * The colleague an admin acts on from the team page: someone with a staff role, and never the admin
 * themselves (their own access is another admin's to change), so the team always keeps an admin.
 */
async function colleagueFor(deps: Pick<StaffDeps, 'db'>, actor: Actor, id: string): Promise<MemberSummary> {
  if (id === actor.id) throw new HttpError(403, staffMessages.notYourself);
  const member = (await listStaffMembers(deps.db)).find((m) => m.id === id);
  if (!member) throw new HttpError(404, staffMessages.notFound);
  return member;
}

/** The person is told of what was done to their access, as they are of a second-factor reset. */
async function tell(deps: ColleagueDeps, member: MemberSummary, words: { subject: string; paragraph: string }) {
  await deps.mailQueue.transaction(async (_trx, queue) => {
    await queue('staff-security', { to: member.email, ...deps.letters.staffAccessChanged({ firstname: member.firstname, ...words }) });
  });
}

/** An admin changes a colleague's role (audited as `staff.add` with from and to, and mailed to them). */
export async function changeColleagueRole(deps: ColleagueDeps, actor: Actor, id: string, role: StaffRole, events: SecurityLog): Promise<void> {
  const member = await colleagueFor(deps, actor, id);
  if (member.role === role) return;
  await grantRole(deps, member.email, role, actor, events);
  await tell(deps, member, {
    subject: 'Your role in the staff area has changed',
    paragraph: `Your role in the staff area is now ${staffRoleLabels[role]}; it was ${staffRoleLabels[member.role as StaffRole]}.`,
  });
}

/** An admin takes a colleague's staff role away: they stay a member; their enquiries are unassigned (audited, mailed). */
export async function removeColleague(deps: ColleagueDeps, actor: Actor, id: string, events: SecurityLog): Promise<void> {
  const member = await colleagueFor(deps, actor, id);
  await revokeRole(deps, member.email, actor, events);
  await tell(deps, member, {
    subject: 'You no longer have access to the staff area',
    paragraph: 'An administrator has removed your access to the staff area. Your member account stays as it was.',
  });
}

/** An admin resets a colleague's lost second factor: their factors and sessions go, and they are mailed a new enrolment link. */
export async function resetColleagueFactor(deps: ColleagueDeps, actor: Actor, id: string, events: SecurityLog): Promise<void> {
  const member = await colleagueFor(deps, actor, id);
  await resetSecondFactor(deps, member.email, actor, events);
}
