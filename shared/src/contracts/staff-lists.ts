import './zod-setup';
import { z } from 'zod';
import { emailField } from './common';
import { pagedSchema, staffApiPrefix, staffPageParam, staffSearchParam } from './staff';
import { mailingLists, subscriptionStatuses } from './newsletters';
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
/** `status` narrows an e-mail list to where its addresses stand (the unconfirmed, to send a confirmation again). */
export const staffListQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam, status: z.enum(subscriptionStatuses).optional() });
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
  if (source === staffListSources.hand) return 'Added by staff';
  if (source === staffListSources.import) return 'Imported by staff (CSV)';
  const page = source === '/' ? 'the home page' : source;
  return `Newsletter form on ${page}`;
}
export const staffListResponseSchema = pagedSchema(staffListEntrySchema);

/**
 * Staff add addresses to an e-mail list by hand or from a CSV, and send a confirmation again. Either way the
 * address is unconfirmed and gets the confirmation mail: nothing else is sent to it until its link is followed.
 */
export const staffListSources = { hand: 'staff', import: 'staff-import' } as const;
export const staffListSubscribersPath = (list: StaffListName) => `${staffListPath(list)}/subscribers`;
export const staffListImportPath = (list: StaffListName) => `${staffListPath(list)}/import`;
export const staffListEntryResendPath = (list: StaffListName, id: string) => `${staffListEntryPath(list, id)}/resend`;
/** The lists whose addresses confirm by e-mail (WhatsApp numbers are added by the form only). */
export const staffEmailListNames = mailingLists;

export const staffListMessages = {
  emailListOnly: 'Only the newsletter and the e-mail broadcast lists take addresses here.',
  emailInvalid: 'Please enter a valid e-mail address.',
  alreadyConfirmed: 'This address is already confirmed on the list.',
  added: 'Added. A confirmation e-mail is on its way: they get nothing else until they confirm.',
  tooSoon: 'A confirmation went to this address in the last few minutes. Please try again later.',
  resent: 'A new confirmation e-mail is on its way.',
  notUnconfirmed: 'Only an unconfirmed address can be sent a confirmation.',
  csvRequired: 'Please choose a CSV file of e-mail addresses.',
  csvTooLong: 'The file has more than 5,000 lines. Please split it.',
  lineInvalid: 'Not a valid e-mail address.',
} as const;

/** At most this many lines in one import. */
export const staffListImportMaxLines = 5000;

export const staffListAddSchema = z.object({ email: emailField(staffListMessages.emailInvalid, staffListMessages.emailInvalid) });
/** The CSV's text: one address a line, or the first column holding an address (a header line is skipped). */
export const staffListImportSchema = z.object({
  csv: z.string({ error: staffListMessages.csvRequired }).min(1, staffListMessages.csvRequired).max(1_000_000, staffListMessages.csvTooLong),
});
export const staffListAddResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: staffListEntrySchema });
export const staffListImportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payload: z.object({
    /** Addresses sent a confirmation mail (new ones, and unconfirmed or departed ones asked again). */
    invited: z.number().int(),
    /** Already confirmed: left alone, nothing sent. */
    alreadyConfirmed: z.number().int(),
    /** Sent a confirmation in the last few minutes, or twice in the file: not mailed again. */
    skipped: z.number().int(),
    /** Lines that are no address, by their line number in the file (from 1). */
    invalid: z.array(z.object({ line: z.number().int(), text: z.string(), message: z.string() })),
  }),
});
export type StaffListImportResult = z.infer<typeof staffListImportResponseSchema>['payload'];
