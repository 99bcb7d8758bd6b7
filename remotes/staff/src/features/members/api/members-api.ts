import type { AxiosInstance } from 'axios';
import {
  staffMemberDeactivatePath,
  staffMemberErasePath,
  staffMemberListResponseSchema,
  staffMemberPath,
  staffMemberReactivatePath,
  staffMemberResponseSchema,
  staffMembersPath,
  type StaffMemberDetail,
} from '@tenants/shared';

export async function getMembers(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffMembersPath, { params: query, signal });
  return staffMemberListResponseSchema.parse(data).payload;
}

export async function getMember(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<StaffMemberDetail> {
  const { data } = await client.get(staffMemberPath(id), { signal });
  return staffMemberResponseSchema.parse(data).payload;
}

/** POST …/deactivate or …/reactivate: the account can no longer (or can again) log in. */
export async function setActive(client: AxiosInstance, id: string, active: boolean): Promise<void> {
  await client.post(active ? staffMemberReactivatePath(id) : staffMemberDeactivatePath(id), {});
}

/** POST …/erase with the member's e-mail typed as the confirmation. */
export async function eraseMember(client: AxiosInstance, id: string, confirm: string): Promise<void> {
  await client.post(staffMemberErasePath(id), { confirm });
}
