import type { AxiosInstance } from 'axios';
import { staffMePath, staffMeResponseSchema, staffTeamPath, staffTeamResponseSchema, type StaffMember } from '@tenants/shared';

/** GET /api/staff/me: who the session's token belongs to, if staff (401 without a session, 403 for a member who is not). */
export async function getMe(client: AxiosInstance, signal?: AbortSignal): Promise<StaffMember> {
  const { data } = await client.get(staffMePath, { signal });
  return staffMeResponseSchema.parse(data).payload;
}

/** GET /api/staff/team: everyone with a staff role, for assigning enquiries. */
export async function getTeam(client: AxiosInstance, signal?: AbortSignal): Promise<StaffMember[]> {
  const { data } = await client.get(staffTeamPath, { signal });
  return staffTeamResponseSchema.parse(data).payload;
}
