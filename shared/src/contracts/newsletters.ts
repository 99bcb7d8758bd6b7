import './zod-setup';
import { z } from 'zod';
import { mailingLists, newsletterMessages, subscriptionStatuses } from '../newsletter-words';

export * from '../newsletter-words';

/**
 * Newsletters with consent (docs/product/newsletters.md). The e-mail lists are double opt-in: a new address
 * gets a confirmation mail whose link is valid 7 days, and only confirmed addresses are ever mailed. Every
 * address and list keeps a consent record (when, from which page, with which wording, when confirmed, when
 * withdrawn). Each newsletter mail carries its own signed unsubscribe link (no login) and the RFC 8058
 * one-click headers.
 */

/** A confirmation link is good for 7 days. */
export const confirmationValidMs = 7 * 24 * 60 * 60 * 1000;

/** Token fields: base64url text, bounded so no request can send a megabyte of it. */
const tokenField = z.string().trim().min(1, newsletterMessages.unsubscribeInvalid).max(600, newsletterMessages.unsubscribeInvalid);

/** The body of `subscriptionConfirmPath` (newsletter-words.ts). */
export const subscriptionConfirmSchema = z.object({
  token: z.string().trim().min(1, newsletterMessages.confirmInvalid).max(600, newsletterMessages.confirmInvalid),
});
export const subscriptionConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payload: z.object({ list: z.enum(mailingLists) }),
});

/**
 * The `List-Unsubscribe` https address. POST with the form body `List-Unsubscribe=One-Click` (RFC 8058;
 * `token` in the query) unsubscribes at once and answers 2xx; a browser's form post (Accept: text/html) is
 * sent on to the page with 303. A GET never unsubscribes: it is sent on to the page (link scanners follow
 * GETs). JSON `{ token }` works too.
 */
export const unsubscribeSchema = z.object({ token: tokenField });

/** GET `?token=`: the preferences of the address the token names; POST `{ token, lists }` changes them. */
export const preferencesPath = '/api/subscribe/preferences';
export const listPreferenceSchema = z.object({ list: z.enum(mailingLists), status: z.enum(subscriptionStatuses) });
export type ListPreference = z.infer<typeof listPreferenceSchema>;
export const preferencesResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    /** Shown partly hidden (j***@example.org): the link may be forwarded. */
    email: z.string(),
    lists: z.array(listPreferenceSchema),
  }),
});
/**
 * `true` keeps or asks for a list (a list not confirmed gets a new confirmation mail), `false` leaves it.
 * A list left out is unchanged.
 */
export const listChoicesSchema = z.object({ newsletter: z.boolean().optional(), broadcast: z.boolean().optional() });
export const preferencesUpdateSchema = z.object({ token: tokenField, lists: listChoicesSchema });

/** A sent newsletter as the public sees it (the web version and the archive). */
export const newslettersPath = '/api/newsletters';
export const newsletterBySlugPath = (slug: string) => `${newslettersPath}/${encodeURIComponent(slug)}`;
export const publicNewsletterSchema = z.object({
  slug: z.string(),
  subject: z.string(),
  /** Sanitised on the server as article bodies are. */
  html: z.string(),
  list: z.enum(mailingLists),
  sentAt: z.string(),
});
export type PublicNewsletter = z.infer<typeof publicNewsletterSchema>;
export const newsletterSummarySchema = publicNewsletterSchema.omit({ html: true });
export const newsletterArchiveQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10000).optional().default(1) });
export const newsletterArchiveResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ items: z.array(newsletterSummarySchema), page: z.number().int(), pageCount: z.number().int() }),
});
export const newsletterResponseSchema = z.object({ success: z.literal(true), payload: publicNewsletterSchema });

/**
 * GET: a link in a sent newsletter's mail. Counts one click for the letter's `n`-th http(s) link (from 0;
 * no reader is recorded) and answers 302 to that link as the stored letter has it; the request names only
 * the place, never the target, so it cannot send anyone elsewhere. An unknown letter or place is a 404.
 */
export const newsletterLinkPath = (id: string, n: number) => `${newslettersPath}/${encodeURIComponent(id)}/l/${n}`;
/** Plain strings: any id or place that names no link is a 404, not a validation error. */
const linkPart = z.string().max(200, { error: newsletterMessages.notFound });
export const newsletterLinkParamsSchema = z.object({ id: linkPart, n: linkPart });
