import type { AxiosInstance } from 'axios';
import {
  staffListAddResponseSchema,
  staffListEntryResendPath,
  staffListImportPath,
  staffListImportResponseSchema,
  staffListPath,
  staffListResponseSchema,
  staffListSubscribersPath,
  type MailingList,
} from '@tenants/shared';

/** The e-mail lists' unconfirmed addresses, newest first (GET /api/staff/lists/:list?status=unconfirmed). */
export async function getUnconfirmed(client: AxiosInstance, list: MailingList, page: number, signal?: AbortSignal) {
  const { data } = await client.get(staffListPath(list), { params: { status: 'unconfirmed', page: String(page) }, signal });
  return staffListResponseSchema.parse(data).payload;
}

/** POST …/subscribers: one address added by hand, sent the confirmation mail. */
export async function addSubscriber(client: AxiosInstance, list: MailingList, email: string) {
  const { data } = await client.post(staffListSubscribersPath(list), { email });
  return staffListAddResponseSchema.parse(data);
}

/** POST …/import: a CSV's text; what it came to, and the lines that are no address. */
export async function importSubscribers(client: AxiosInstance, list: MailingList, csv: string) {
  const { data } = await client.post(staffListImportPath(list), { csv });
  return staffListImportResponseSchema.parse(data);
}

/** POST …/:id/resend: a new confirmation link to an unconfirmed address. */
export async function resendConfirmation(client: AxiosInstance, list: MailingList, id: string) {
  const { data } = await client.post(staffListEntryResendPath(list, id), {});
  return staffListAddResponseSchema.parse(data);
}
