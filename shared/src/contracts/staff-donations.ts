import './zod-setup';
import { z } from 'zod';
import { pagedSchema, staffApiPrefix, staffPageParam, staffSearchParam } from './staff';

/** The staff area's donations (docs/product/staff.md): the donation module's staff routes. */
export const staffDonationsPath = `${staffApiPrefix}/donations`;
export const staffDonationsExportPath = `${staffDonationsPath}/export`;
export const staffDonationTotalsPath = `${staffDonationsPath}/monthly`;
export const donationStatuses = ['pending', 'requires_action', 'succeeded', 'failed', 'error'] as const;

export const staffDonationQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam, status: z.enum(donationStatuses).optional() });
export const staffDonationRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  amountPence: z.number().int(),
  currency: z.string(),
  status: z.enum(donationStatuses),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  cardLast4: z.string(),
});
export const staffDonationListResponseSchema = pagedSchema(staffDonationRowSchema);
/** Succeeded donations by calendar month (UTC), newest first: `month` is `YYYY-MM`. */
export const staffDonationTotalsResponseSchema = z.object({
  success: z.literal(true),
  payload: z.array(z.object({ month: z.string(), count: z.number().int(), totalPence: z.number().int() })),
});
