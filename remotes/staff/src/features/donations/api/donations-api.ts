import type { AxiosInstance } from 'axios';
import { staffDonationListResponseSchema, staffDonationsPath, staffDonationTotalsPath, staffDonationTotalsResponseSchema } from '@tenants/shared';

export async function getDonations(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffDonationsPath, { params: query, signal });
  return staffDonationListResponseSchema.parse(data).payload;
}

/** GET /api/staff/donations/monthly: succeeded donations by UTC month, newest first. */
export async function getMonthlyTotals(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffDonationTotalsPath, { signal });
  return staffDonationTotalsResponseSchema.parse(data).payload;
}
