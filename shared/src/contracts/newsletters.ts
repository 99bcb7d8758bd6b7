import './zod-setup';
import { z } from 'zod';

/**
 * Newsletters with consent (docs/product/newsletters.md). The e-mail lists are double opt-in: a new address
 * gets a confirmation mail whose link is valid 7 days, and only confirmed addresses are ever mailed. Every
 * address and list keeps a consent record (when, from which page, with which wording, when confirmed, when
 * withdrawn). Each newsletter mail carries its own signed unsubscribe link (no login) and the RFC 8058
 * one-click headers.
 */
export const mailingLists = ['newsletter', 'broadcast'] as const;
export type MailingList = (typeof mailingLists)[number];
export const mailingListLabels: Record<MailingList, string> = { newsletter: 'Newsletter', broadcast: 'E-mail broadcast' };

/**
 * The words beside each form that asks for consent: shown on the page, and stored in the consent record
 * (which wording the person agreed to). Change the wording by adding a new text, not by editing one.
 */
export const consentWordings = {
  newsletter: 'We will e-mail you our newsletter. You can unsubscribe at any time from any of our e-mails.',
  broadcast: 'We will e-mail you community news. You can unsubscribe at any time from any of our e-mails.',
  /** The enquiry's last-step check box, as it reads on the page. */
  enquiry: 'Keep up-to-date with the latest events and industry news',
} as const;
export type ConsentForm = keyof typeof consentWordings;

/** A confirmation link is good for 7 days. */
export const confirmationValidMs = 7 * 24 * 60 * 60 * 1000;

/** Where an address stands on one list. `none`: never asked or erased. */
export const subscriptionStatuses = ['none', 'unconfirmed', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const newsletterMessages = {
  /** The spec's sentences, then the double opt-in's. */
  newsletterThanks: 'Thank you, you are now subscribed! Please check your email to confirm your subscription.',
  broadcastThanks: 'Thank you! You have joined our email broadcast list. Please check your email to confirm.',
  confirmed: 'Thank you: your subscription is confirmed.',
  confirmInvalid: 'This confirmation link is not valid or has expired. Please subscribe again.',
  unsubscribed: 'You have been unsubscribed. You will get no more of these e-mails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  preferencesSaved: 'Your e-mail preferences are saved.',
  /** Re-joining a list one left (or never confirmed) needs a new confirmation. */
  confirmationSent: 'We have sent you an e-mail: please follow its link to confirm.',
  subjectRequired: 'Please enter a subject.',
  htmlRequired: 'Please write the newsletter.',
  listInvalid: 'list must be newsletter or broadcast.',
  alreadySent: 'This newsletter has already been sent.',
  sendAtInvalid: 'Please enter a date and time in the future.',
  testSent: 'A test copy is on its way to your e-mail address.',
  sendQueued: 'The newsletter is being sent.',
  scheduled: 'The newsletter is scheduled.',
  notFound: 'Not found.',
} as const;

/** Token fields: base64url text, bounded so no request can send a megabyte of it. */
const tokenField = z.string().trim().min(1, newsletterMessages.unsubscribeInvalid).max(600, newsletterMessages.unsubscribeInvalid);

/**
 * GET `?token=` or POST `{ token }`: confirms one address on one list. The confirmation mail links to the
 * site page `/newsletters/confirm?token=`, which calls this.
 */
export const subscriptionConfirmPath = '/api/subscribe/confirm';
export const subscriptionConfirmSchema = z.object({ token: z.string().trim().min(1, newsletterMessages.confirmInvalid).max(600, newsletterMessages.confirmInvalid) });
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
export const unsubscribePath = '/api/subscribe/unsubscribe';
export const unsubscribeSchema = z.object({ token: tokenField });

/** The page a newsletter's footer links to: a button and the address's preferences. */
export const unsubscribePagePath = '/newsletters/unsubscribe';
export const confirmPagePath = '/newsletters/confirm';

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
export const newsletterArchivePagePath = '/newsletters';
export const newsletterPagePath = (slug: string) => `/newsletters/${encodeURIComponent(slug)}`;
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
