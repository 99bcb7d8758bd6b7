import './zod-setup';
import { z } from 'zod';
import { emailField, phoneField } from './common';
import { messages } from '../messages';
import { newsletterMessages } from '../newsletter-words';

/** Footer newsletter (docs/product/api.md leaves the path unnamed). */
export const newsletterPath = '/api/subscribe/newsletter';
export const newsletterRequestSchema = z.object({
  email: emailField(messages.newsletterInvalid, messages.newsletterInvalid),
  /** The page the form was sent from, kept with the consent time. */
  source: z.string().max(300).optional(),
});

/** Community broadcast list (the spec's spelling "boardcast"; /subscribe/broadcast is answered too). */
export const broadcastPath = '/api/subscribe/boardcast';
export const broadcastAliasPath = '/api/subscribe/broadcast';
export const broadcastRequestSchema = z.object({
  email: emailField(),
  source: z.string().max(300).optional(),
});

export const whatsappPath = '/api/subscribe/whatsapp';
export const whatsappRequestSchema = z.object({
  phone: phoneField(),
  source: z.string().max(300).optional(),
});

export const subscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * The newsletter's answer names what happened: a confirmation mail sent (the subscription starts once it
 * is followed), or the address was already confirmed (the spec's thank-you). Both forms show it as it is.
 */
export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.literal(newsletterMessages.newsletterThanks),
});
