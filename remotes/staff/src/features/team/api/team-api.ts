import type { AxiosInstance } from 'axios';
import {
  invitationAcceptPath,
  invitationAcceptResponseSchema,
  invitationLookupPath,
  invitationLookupResponseSchema,
  staffColleagueFactorResetPath,
  staffColleaguePath,
  staffColleagueResponseSchema,
  staffColleaguesPath,
  staffColleaguesResponseSchema,
  staffInvitationListResponseSchema,
  staffInvitationPath,
  staffInvitationResponseSchema,
  staffInvitationsPath,
  type InvitationAccept,
  type StaffRole,
} from '@tenants/shared';

/** GET /api/staff/invitations (admins): the invitations sent, open and accepted. */
export async function getInvitations(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffInvitationsPath, { signal });
  return staffInvitationListResponseSchema.parse(data).payload;
}
export type Invitation = Awaited<ReturnType<typeof getInvitations>>[number];

/** POST /api/staff/invitations (admins, fresh second factor): the invitation mail goes out; its message says so. */
export async function inviteColleague(client: AxiosInstance, invitation: { email: string; role: StaffRole }) {
  const { data } = await client.post(staffInvitationsPath, invitation);
  return staffInvitationResponseSchema.parse(data);
}

/** DELETE /api/staff/invitations/:id: the link stops working. */
export async function revokeInvitation(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(staffInvitationPath(id));
}

/** GET /api/invitations/lookup?token=: whom the link invites, to what role, and whether they have an account. */
export async function lookupInvitation(client: AxiosInstance, token: string, signal?: AbortSignal) {
  const { data } = await client.get(invitationLookupPath, { params: { token }, signal });
  return invitationLookupResponseSchema.parse(data).payload;
}

/** POST /api/invitations/accept: the account is made (or confirmed with its password) and given the role. */
export async function acceptInvitation(client: AxiosInstance, body: InvitationAccept) {
  const { data } = await client.post(invitationAcceptPath, body);
  // Signed in: the session's token, and where the second factor is set up.
  return invitationAcceptResponseSchema.parse(data);
}

/** GET /api/staff/colleagues: every colleague, contributors included, with their second factor's state. */
export async function getColleagues(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffColleaguesPath, { signal });
  return staffColleaguesResponseSchema.parse(data).payload;
}

/** PATCH …/colleagues/:id (admins): a colleague's new role; the answer says so and gives the team. */
export async function changeColleagueRole(client: AxiosInstance, id: string, role: StaffRole) {
  const { data } = await client.patch(staffColleaguePath(id), { role });
  return staffColleagueResponseSchema.parse(data);
}

/** DELETE …/colleagues/:id (admins): off the team, a member again. */
export async function removeColleague(client: AxiosInstance, id: string) {
  const { data } = await client.delete(staffColleaguePath(id));
  return staffColleagueResponseSchema.parse(data);
}

/** POST …/colleagues/:id/second-factor-reset (admins): a lost second factor removed, a new enrolment link mailed. */
export async function resetColleagueFactor(client: AxiosInstance, id: string) {
  const { data } = await client.post(staffColleagueFactorResetPath(id));
  return staffColleagueResponseSchema.parse(data);
}
