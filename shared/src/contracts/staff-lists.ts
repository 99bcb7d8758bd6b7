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

/** `count` is every row; `counts` says where they stand (double opt-in, unsubscribes, bounces). */
export const staffListsResponseSchema = z.object({
  success: z.literal(true),
  payload: z.array(z.object({ list: z.enum(staffListNames), count: z.number().int(), counts: staffListCountsSchema })),
});
export const staffListQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam });
/** `address` is the e-mail, or the phone number's digits on the WhatsApp list. */
export const staffListEntrySchema = z.object({
  id: z.string(),
  address: z.string(),
  source: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(subscriptionStatuses),
});

/**
 * A list entry's source in words: the page a form was on, or the enquiry form. Stored sources are
 * page paths (`/`, `/community`, …) or the enquiry's API path.
 */
export function listSourceLabel(list: StaffListName, source: string | null): string {
  if (!source) return 'Not recorded';
  if (source === '/api/enquire/create' || source.startsWith('/enquiry')) return 'Enquiry form';
  if (list !== 'newsletter' && source.startsWith('/community')) return 'Community page';
  if (source === 'cli' || source === 'import') return 'Imported';
  const page = source === '/' ? 'the home page' : source;
  return `Newsletter form on ${page}`;
}
export const staffListResponseSchema = pagedSchema(staffListEntrySchema);
