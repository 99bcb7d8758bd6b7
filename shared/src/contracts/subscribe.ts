import './zod-setup';
import { z } from 'zod';
import { emailField, phoneField } from './common';
import { messages } from '../messages';

/** Footer newsletter (SPEC §7 leaves the path unnamed). */
export const newsletterPath = '/api/subscribe/newsletter';
export const newsletterRequestSchema = z.object({
  email: emailField(messages.newsletterInvalid, messages.newsletterInvalid),
  /** The page the form was sent from, kept with the consent time. */
  source: z.string().max(300).optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/** Community broadcast list (the spec's spelling "boardcast"; /subscribe/broadcast is answered too). */
export const broadcastPath = '/api/subscribe/boardcast';
export const broadcastAliasPath = '/api/subscribe/broadcast';
export const broadcastRequestSchema = z.object({
  email: emailField(),
  source: z.string().max(300).optional(),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

export const whatsappPath = '/api/subscribe/whatsapp';
export const whatsappRequestSchema = z.object({
  phone: phoneField(),
  source: z.string().max(300).optional(),
});
export type WhatsappRequest = z.input<typeof whatsappRequestSchema>;

export const subscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
