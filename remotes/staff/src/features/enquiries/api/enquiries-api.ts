import type { AxiosInstance } from 'axios';
import {
  staffEnquiriesPath,
  staffEnquiryListResponseSchema,
  staffEnquiryNotesPath,
  staffEnquiryPath,
  staffEnquiryResponseSchema,
  type EnquiryStatus,
  type StaffEnquiry,
} from '@tenants/shared';

/** GET /api/staff/enquiries: a page of the inbox, newest first, for the filter in `query`. */
export async function getEnquiries(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffEnquiriesPath, { params: query, signal });
  return staffEnquiryListResponseSchema.parse(data).payload;
}

/** GET /api/staff/enquiries/:id: every answer, the status, the assignee and the notes. */
export async function getEnquiry(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<StaffEnquiry> {
  const { data } = await client.get(staffEnquiryPath(id), { signal });
  return staffEnquiryResponseSchema.parse(data).payload;
}

/** PATCH /api/staff/enquiries/:id: the status and the assignee (null unassigns). */
export async function updateEnquiry(client: AxiosInstance, id: string, change: { status: EnquiryStatus; assignedTo: string | null }): Promise<void> {
  await client.patch(staffEnquiryPath(id), change);
}

/** POST /api/staff/enquiries/:id/notes. */
export async function addNote(client: AxiosInstance, id: string, text: string): Promise<void> {
  await client.post(staffEnquiryNotesPath(id), { text });
}
