/**
 * The words of newsletters with consent (docs/product/newsletters.md), without zod: the shell's footer and
 * community forms show them at first paint from its start-up code, which carries no zod. The contracts
 * (contracts/newsletters.ts) re-export them.
 */
export const mailingLists = ['newsletter', 'broadcast'] as const;
export type MailingList = (typeof mailingLists)[number];
export const mailingListLabels: Record<MailingList, string> = { newsletter: 'Newsletter', broadcast: 'E-mail broadcast' };

/** Where an address stands on one list. `none`: never asked or erased. */
export const subscriptionStatuses = ['none', 'unconfirmed', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * The words beside each form that asks for consent: shown on the page, and stored in the consent record
 * (which wording the person agreed to). Change the wording by adding a new text, not by editing one.
 */
export const consentWordings = {
  newsletter: 'We will e-mail you a link to confirm your address, then our newsletter. You can unsubscribe at any time from any of our e-mails.',
  broadcast: 'We will e-mail you community news. You can unsubscribe at any time from any of our e-mails.',
  /** The enquiry's last-step check box, as it reads on the page. */
  enquiry: 'Keep up-to-date with the latest events and industry news',
  /** Added by staff (by hand or from a CSV): the person still consents by following the confirmation link. */
  staff: 'Added by staff at your request; you are only mailed once you confirm with the link we sent you.',
} as const;
export type ConsentForm = keyof typeof consentWordings;

export const newsletterMessages = {
  /**
   * The footer's answer: the spec's one sentence (as messages.newsletterThanks: messages.ts re-exports this
   * file, so it cannot be read from there), the same for every address so that no one learns from it who is
   * subscribed. That a link comes to confirm the address is said before sending, in the consent line under
   * the form, and in the mail itself.
   */
  newsletterThanks: 'Thank you, you are now subscribed!',
  broadcastThanks: 'Thank you! You have joined our email broadcast list. Please check your email to confirm.',
  /** The WhatsApp group has single opt-in: a phone number has no mail to confirm. */
  whatsappThanks: 'Thank you! We will add you to our WhatsApp group shortly.',
  confirmed: 'Thank you: your subscription is confirmed.',
  confirmInvalid: 'This confirmation link is not valid or has expired. Please subscribe again.',
  unsubscribed: 'You have been unsubscribed. You will get no more of these e-mails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid or has expired. The link in a newer e-mail from us will work.',
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

/** The site's newsletter pages, and the API path the unsubscribe page's plain form posts to. */
export const unsubscribePagePath = '/newsletters/unsubscribe';
export const confirmPagePath = '/newsletters/confirm';
export const newsletterArchivePagePath = '/newsletters';
export const newsletterPagePath = (slug: string) => `/newsletters/${encodeURIComponent(slug)}`;
export const unsubscribePath = '/api/subscribe/unsubscribe';
/**
 * POST `{ token }` (JSON or a form): confirms one address on one list. The confirmation mail
 * links to the site page `/newsletters/confirm?token=`, whose button posts here: opening the link confirms
 * nothing (mail scanners open links). A browser's form post is sent back to the page with 303.
 */
export const subscriptionConfirmPath = '/api/subscribe/confirm';
