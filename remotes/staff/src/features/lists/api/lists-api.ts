import type { AxiosInstance } from 'axios';
import { staffListEntryPath, staffListPath, staffListResponseSchema, staffListsPath, staffListsResponseSchema, type StaffListName } from '@tenants/shared';

/** GET /api/staff/lists: how many are on each list. */
export async function getListCounts(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffListsPath, { signal });
  return staffListsResponseSchema.parse(data).payload;
}

export async function getListEntries(client: AxiosInstance, list: StaffListName, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffListPath(list), { params: query, signal });
  return staffListResponseSchema.parse(data).payload;
}

/** DELETE /api/staff/lists/:list/:id: takes the address off the list. */
export async function removeListEntry(client: AxiosInstance, list: StaffListName, id: string): Promise<void> {
  await client.delete(staffListEntryPath(list, id));
}
