import type { AxiosInstance } from 'axios';
import {
  staffDonationListResponseSchema,
  staffDonationPath,
  staffDonationResponseSchema,
  staffDonationsPath,
  staffDonationTotalsPath,
  staffDonationTotalsResponseSchema,
} from '@tenants/shared';

export async function getDonations(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffDonationsPath, { params: query, signal });
  return staffDonationListResponseSchema.parse(data).payload;
}

/** GET /api/staff/donations/monthly: succeeded donations by UTC month, newest first. */
export async function getMonthlyTotals(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffDonationTotalsPath, { signal });
  return staffDonationTotalsResponseSchema.parse(data).payload;
}

/** GET /api/staff/donations/:id: one donation, its provider and the member account of its e-mail. */
export async function getDonation(client: AxiosInstance, id: string, signal?: AbortSignal) {
  const { data } = await client.get(staffDonationPath(id), { signal });
  return staffDonationResponseSchema.parse(data).payload;
}
