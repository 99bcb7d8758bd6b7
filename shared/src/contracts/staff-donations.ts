import './zod-setup';
import { z } from 'zod';
import { pagedSchema, staffApiPrefix, staffPageParam, staffSearchParam } from './staff';
import { staffDateParam } from './staff-work';

/** The staff area's donations (docs/product/staff.md): the donation module's staff routes. */
export const staffDonationsPath = `${staffApiPrefix}/donations`;
export const staffDonationsExportPath = `${staffDonationsPath}/export`;
export const staffDonationTotalsPath = `${staffDonationsPath}/monthly`;
/** GET: one donation's own page. */
export const staffDonationPath = (id: string) => `${staffDonationsPath}/${encodeURIComponent(id)}`;
export const donationStatuses = ['pending', 'requires_action', 'succeeded', 'failed', 'error'] as const;

export const staffDonationQuerySchema = z.object({
  page: staffPageParam,
  q: staffSearchParam,
  status: z.enum(donationStatuses).optional(),
  from: staffDateParam,
  to: staffDateParam,
});
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
  /** The payment provider's own reference (e.g. Stripe's pi_…), to find it in the provider's dashboard. */
  providerRef: z.string().nullable(),
});
/** A donation's page: its row, and the member account of the same e-mail when there is one. */
export const staffDonationResponseSchema = z.object({
  success: z.literal(true),
  payload: staffDonationRowSchema.extend({ provider: z.string(), memberId: z.string().nullable() }),
});
export const staffDonationListResponseSchema = pagedSchema(staffDonationRowSchema);
/** Succeeded donations by calendar month (UTC), newest first: `month` is `YYYY-MM`. */
export const staffDonationTotalsResponseSchema = z.object({
  success: z.literal(true),
  payload: z.array(z.object({ month: z.string(), count: z.number().int(), totalPence: z.number().int() })),
});
