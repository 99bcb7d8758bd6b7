import './zod-setup';
import { z } from 'zod';
import { mailingLists, newsletterMessages } from './newsletters';
import { pagedSchema, staffApiPrefix, staffPageParam } from './staff';

/**
 * The staff area's newsletters (docs/product/newsletters.md): compose in the news desk's editor, preview,
 * send a test to yourself, send now or schedule. Sending and scheduling need the fresh second factor
 * (`freshAuthRequired`, as erasure does). A newsletter is `draft`, `scheduled`, `sending` or `sent`; only a
 * draft or a scheduled one can be edited (a scheduled one goes back to draft when edited).
 */
export const staffNewslettersPath = `${staffApiPrefix}/newsletters`;
export const staffNewsletterPath = (id: string) => `${staffNewslettersPath}/${encodeURIComponent(id)}`;
/** POST: one copy to the signed-in staff member's own address (not counted, no list). */
export const staffNewsletterTestPath = (id: string) => `${staffNewsletterPath(id)}/test`;
/** POST `{ sendAt? }`: no `sendAt` sends now; a future `sendAt` schedules. */
export const staffNewsletterSendPath = (id: string) => `${staffNewsletterPath(id)}/send`;
/** POST: the e-mail as its readers get it (the house frame, the web-version and unsubscribe links), not sent. */
export const staffNewsletterPreviewPath = (id: string) => `${staffNewsletterPath(id)}/preview`;
/** POST: a scheduled newsletter back to draft. */
export const staffNewsletterUnschedulePath = (id: string) => `${staffNewsletterPath(id)}/unschedule`;

export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const staffNewsletterInputSchema = z.object({
  subject: z
    .string({ error: newsletterMessages.subjectRequired })
    .trim()
    .min(1, newsletterMessages.subjectRequired)
    .max(200, newsletterMessages.subjectRequired),
  /** Sanitised on save as article bodies are. */
  html: z.string({ error: newsletterMessages.htmlRequired }).trim().min(1, newsletterMessages.htmlRequired).max(200_000),
  list: z.enum(mailingLists, { error: newsletterMessages.listInvalid }),
});
export type StaffNewsletterInput = z.input<typeof staffNewsletterInputSchema>;
export const staffNewsletterSendSchema = z.object({ sendAt: z.iso.datetime({ offset: true, error: newsletterMessages.sendAtInvalid }).optional() });

export const staffNewsletterSchema = z.object({
  id: z.string(),
  slug: z.string(),
  subject: z.string(),
  html: z.string(),
  list: z.enum(mailingLists),
  status: z.enum(newsletterStatuses),
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Messages queued for this newsletter (confirmed addresses when it went out). */
  recipients: z.number().int(),
  /** Messages delivered, and refused with a 5xx (hard bounces). */
  sent: z.number().int(),
  bounced: z.number().int(),
  /** Unsubscribes through this newsletter's own links. */
  unsubscribed: z.number().int(),
  /** Clicks on the links in its body, all links together (counted, never who clicked). */
  clicks: z.number().int(),
  /** Each http(s) link of its body, in order, with its clicks (the letter's page). */
  links: z.array(z.object({ href: z.string(), clicks: z.number().int() })),
});
export type StaffNewsletter = z.infer<typeof staffNewsletterSchema>;
export const staffNewsletterQuerySchema = z.object({ page: staffPageParam });
export const staffNewsletterListResponseSchema = pagedSchema(staffNewsletterSchema.omit({ html: true, links: true }));
export const staffNewsletterResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), payload: staffNewsletterSchema });
export const staffNewsletterPreviewResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
});

/** Per e-mail list: where its addresses stand (the lists page). WhatsApp has no double opt-in: all `confirmed`. */
export const staffListCountsSchema = z.object({
  confirmed: z.number().int(),
  unconfirmed: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
});
