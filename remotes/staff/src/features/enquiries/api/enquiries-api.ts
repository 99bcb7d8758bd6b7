import type { AxiosInstance } from 'axios';
import {
  staffEnquiriesPath,
  staffEnquiryListResponseSchema,
  staffEnquiryPath,
  staffEnquiryRepliesPath,
  staffEnquiryReplyPreviewPath,
  staffEnquiryReplyPreviewSchema,
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

/**
 * PATCH /api/staff/enquiries/:id: what changed of the status and the assignee (null unassigns), and a note,
 * saved together. The answer is the whole enquiry.
 */
export async function updateEnquiry(
  client: AxiosInstance,
  id: string,
  change: { status?: EnquiryStatus; assignedTo?: string | null; note?: string },
): Promise<StaffEnquiry> {
  const { data } = await client.patch(staffEnquiryPath(id), change);
  return staffEnquiryResponseSchema.parse(data).payload;
}

/**
 * POST …/replies: an e-mail to the enquirer, recorded on the enquiry. The enquiry when the API answers it
 * (the contract does not say), else undefined and the page asks for it again.
 */
export async function sendReply(client: AxiosInstance, id: string, text: string): Promise<StaffEnquiry | undefined> {
  const { data } = await client.post(staffEnquiryRepliesPath(id), { text });
  const parsed = staffEnquiryResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.payload : undefined;
}

/** POST …/replies/preview: the reply as the enquirer will get it, who it goes to and where their answer comes back; nothing sent. */
export async function previewReply(client: AxiosInstance, id: string, text: string) {
  const { data } = await client.post(staffEnquiryReplyPreviewPath(id), { text });
  return staffEnquiryReplyPreviewSchema.parse(data).payload;
}
