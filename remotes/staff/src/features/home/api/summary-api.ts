import type { AxiosInstance } from 'axios';
import { staffSummaryPath, staffSummaryResponseSchema } from '@tenants/shared';

/** GET /api/staff/summary: the home page's counts (a contributor's are all 0 but drafts). */
export async function getSummary(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffSummaryPath, { signal });
  return staffSummaryResponseSchema.parse(data).payload;
}
