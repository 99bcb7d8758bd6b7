import './zod-setup';
import { z } from 'zod';
import { pagedSchema, staffApiPrefix, staffPageParam, staffSearchParam } from './staff';
import { subscriptionStatuses } from './newsletters';
import { staffListCountsSchema } from './staff-newsletters';

/** The staff area's lists (docs/product/staff.md): the subscriptions module's staff routes. */
export const staffListNames = ['newsletter', 'broadcast', 'whatsapp'] as const;
export type StaffListName = (typeof staffListNames)[number];
export const staffListLabels: Record<StaffListName, string> = { newsletter: 'Newsletter', broadcast: 'E-mail broadcast', whatsapp: 'WhatsApp group' };

export const staffListsPath = `${staffApiPrefix}/lists`;
export const staffListPath = (list: StaffListName) => `${staffListsPath}/${list}`;
export const staffListExportPath = (list: StaffListName) => `${staffListPath(list)}/export`;
export const staffListEntryPath = (list: StaffListName, id: string) => `${staffListPath(list)}/${encodeURIComponent(id)}`;

/** `count` is every row; `counts` says where they stand (issue 29: double opt-in, unsubscribes, bounces). */
export const staffListsResponseSchema = z.object({
  success: z.literal(true),
  payload: z.array(z.object({ list: z.enum(staffListNames), count: z.number().int(), counts: staffListCountsSchema })),
});
export const staffListQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam });
/** `address` is the e-mail, or the phone number's digits on the WhatsApp list. */
export const staffListEntrySchema = z.object({ id: z.string(), address: z.string(), source: z.string().nullable(), createdAt: z.string(), status: z.enum(subscriptionStatuses) });
export const staffListResponseSchema = pagedSchema(staffListEntrySchema);
