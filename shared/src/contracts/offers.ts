import './zod-setup';
import { z } from 'zod';
import { staffApiPrefix } from './staff';

/**
 * Member discounts (docs/product/offers.md): staff publish offers (a provider's course discount, its code or
 * link, until when); members see the code or link, visitors see that the offer exists and are asked to join.
 */

export const offerStates = ['draft', 'published', 'withdrawn'] as const;
export type OfferState = (typeof offerStates)[number];

export const offersPath = '/api/offers';
export const offersPagePath = '/offers';
export const staffOffersPath = `${staffApiPrefix}/offers`;
export const staffOfferPath = (id: string) => `${staffOffersPath}/${encodeURIComponent(id)}`;

export const offerMessages = {
  providerRequired: 'Please name the provider.',
  titleRequired: 'Please say what the discount is.',
  codeOrLinkRequired: 'Please give the code or the link (or both).',
  linkInvalid: 'Please give a web address starting with https://.',
  expiryInvalid: 'Please give the last day as a date in the future.',
  notFound: 'We could not find that offer.',
  joinToSee: 'Join for free, or sign in, to see the codes and links.',
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, offerMessages.expiryInvalid);

export const offerInputSchema = z
  .object({
    provider: z.string({ error: offerMessages.providerRequired }).trim().min(1, offerMessages.providerRequired).max(120),
    title: z.string({ error: offerMessages.titleRequired }).trim().min(1, offerMessages.titleRequired).max(200),
    description: z.string().trim().max(1000).default(''),
    code: z.string().trim().max(80).default(''),
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/\S+)?$/, offerMessages.linkInvalid)
      .default(''),
    /** The last day it can be used (UK date). */
    expiresOn: day,
  })
  .superRefine((offer, ctx) => {
    if (!offer.code && !offer.link) ctx.addIssue({ code: 'custom', path: ['code'], message: offerMessages.codeOrLinkRequired });
  });
export type OfferInput = z.infer<typeof offerInputSchema>;

/** An offer as the public API gives it: the code and link only to a signed-in member. */
export const publicOfferSchema = z.object({
  id: z.string(),
  provider: z.string(),
  title: z.string(),
  description: z.string(),
  expiresOn: z.string(),
  code: z.string().nullable(),
  link: z.string().nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;
export const offersResponseSchema = z.object({ success: z.literal(true), payload: z.object({ offers: z.array(publicOfferSchema), member: z.boolean() }) });

export const staffOfferSchema = z.object({
  id: z.string(),
  provider: z.string(),
  title: z.string(),
  description: z.string(),
  code: z.string(),
  link: z.string(),
  expiresOn: z.string(),
  state: z.enum(offerStates),
  updatedAt: z.string(),
});
export type StaffOffer = z.infer<typeof staffOfferSchema>;
export const staffOfferResponseSchema = z.object({ success: z.literal(true), payload: staffOfferSchema });
export const staffOffersResponseSchema = z.object({ success: z.literal(true), payload: z.object({ offers: z.array(staffOfferSchema) }) });
export const offerStateChangeSchema = z.object({ state: z.enum(['published', 'withdrawn']) });

export const offerAuditActions = ['offer.create', 'offer.update', 'offer.publish', 'offer.withdraw'] as const;
