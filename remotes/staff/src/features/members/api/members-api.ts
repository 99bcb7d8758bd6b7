import type { AxiosInstance } from 'axios';
import {
  staffMemberDeactivatePath,
  staffMemberDetailsPath,
  staffMemberErasePath,
  staffMemberLabelsPath,
  staffMemberNotesPath,
  staffMemberListResponseSchema,
  staffMemberPath,
  staffMemberReactivatePath,
  staffMemberResponseSchema,
  staffMembersPath,
  type AccountDetails,
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

/** The member again when a change answers it (the contract does not say), else undefined: the page asks again. */
const memberOf = (data: unknown) => {
  const parsed = staffMemberResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.payload : undefined;
};

/** POST …/notes: a staff note on the member. */
export async function addMemberNote(client: AxiosInstance, id: string, text: string): Promise<StaffMemberDetail | undefined> {
  const { data } = await client.post(staffMemberNotesPath(id), { text });
  return memberOf(data);
}

/** PUT …/labels: the member's labels, replacing them. */
export async function setMemberLabels(client: AxiosInstance, id: string, labels: string[]): Promise<StaffMemberDetail | undefined> {
  const { data } = await client.put(staffMemberLabelsPath(id), { labels });
  return memberOf(data);
}

/** PUT …/details: the member's name and phone, corrected by staff (audited). */
export async function correctMemberDetails(client: AxiosInstance, id: string, details: AccountDetails): Promise<StaffMemberDetail | undefined> {
  const { data } = await client.put(staffMemberDetailsPath(id), details);
  return memberOf(data);
}
