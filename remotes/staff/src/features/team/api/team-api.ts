import type { AxiosInstance } from 'axios';
import {
  invitationAcceptPath,
  invitationLookupPath,
  invitationLookupResponseSchema,
  staffInvitationListResponseSchema,
  staffInvitationPath,
  staffInvitationResponseSchema,
  staffInvitationsPath,
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
export async function acceptInvitation(
  client: AxiosInstance,
  body: { token: string; password: string; firstname?: string; lastname?: string; phone?: string },
) {
  const { data } = await client.post<{ message?: unknown }>(invitationAcceptPath, body);
  // The contract gives no answer schema: its message when it has one.
  return typeof data?.message === 'string' ? data.message : undefined;
}
