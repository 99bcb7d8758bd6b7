import type { AxiosInstance } from 'axios';
import {
  staffNewsletterListResponseSchema,
  staffNewsletterPath,
  staffNewsletterPreviewPath,
  staffNewsletterPreviewResponseSchema,
  staffNewsletterResponseSchema,
  staffNewsletterSendPath,
  staffNewslettersPath,
  staffNewsletterTestPath,
  staffNewsletterUnschedulePath,
  type StaffNewsletter,
  type StaffNewsletterInput,
} from '@tenants/shared';

/** The staff newsletters' calls (shared/src/contracts/staff-newsletters.ts). */
export async function getNewsletters(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffNewslettersPath, { params: query, signal });
  return staffNewsletterListResponseSchema.parse(data).payload;
}

export async function getNewsletter(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<StaffNewsletter> {
  const { data } = await client.get(staffNewsletterPath(id), { signal });
  return staffNewsletterResponseSchema.parse(data).payload;
}

/** POST (a new draft) or PUT (a saved one): the newsletter as saved, its HTML sanitised by the API. */
export async function saveNewsletter(client: AxiosInstance, id: string | undefined, input: StaffNewsletterInput): Promise<StaffNewsletter> {
  const { data } = id ? await client.put(staffNewsletterPath(id), input) : await client.post(staffNewslettersPath, input);
  return staffNewsletterResponseSchema.parse(data).payload;
}

/** POST …/preview: the e-mail as readers get it (the house frame, its links); nothing is sent. */
export async function previewNewsletter(client: AxiosInstance, id: string): Promise<string> {
  const { data } = await client.post(staffNewsletterPreviewPath(id), {});
  return staffNewsletterPreviewResponseSchema.parse(data).payload.html;
}

/** POST …/test: one copy to the signed-in member of staff. */
export async function sendTest(client: AxiosInstance, id: string): Promise<void> {
  await client.post(staffNewsletterTestPath(id), {});
}

/**
 * POST …/send: now, or at `sendAt` (ISO with offset). Needs the fresh second factor: the staff client opens
 * the re-authentication dialog on the API's 403 and sends the call again, as for erasure.
 */
export async function sendNewsletter(client: AxiosInstance, id: string, sendAt?: string): Promise<StaffNewsletter> {
  const { data } = await client.post(staffNewsletterSendPath(id), sendAt ? { sendAt } : {});
  return staffNewsletterResponseSchema.parse(data).payload;
}

/** POST …/unschedule: a scheduled newsletter back to draft. */
export async function unscheduleNewsletter(client: AxiosInstance, id: string): Promise<StaffNewsletter> {
  const { data } = await client.post(staffNewsletterUnschedulePath(id), {});
  return staffNewsletterResponseSchema.parse(data).payload;
}
