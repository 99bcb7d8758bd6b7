import './zod-setup';
import { z } from 'zod';

import { guideCatalogue, type GuideSlug } from '../guides';

export * from '../guides';

/** The catalogue's eight, which the library was seeded with; the lists below take any guide staff add. */
export const guideSlugs = guideCatalogue.map((g) => g.slug) as [GuideSlug, ...GuideSlug[]];

/**
 * A live guide of the library as the site lists it: its slug (its download and cover addresses), title,
 * summary and whether it is in the short list. Staff add, edit and retire guides, so the slug is any the
 * library holds, not only the catalogue's.
 */
export const guideListingSchema = z.object({
  slug: z.string().max(80),
  name: z.string(),
  summary: z.string(),
  featured: z.boolean(),
});
export type GuideListing = z.infer<typeof guideListingSchema>;

/**
 * GET, optionally with `Authorization: Bearer <token>`. Everyone gets the list with cover images; a member
 * (a token the server accepts) also gets each guide's `file`: a signed download link that works for a few
 * minutes (until `filesExpireAt`), to open in a new tab. URLs are absolute when the API has its own host.
 */
export const guidesPath = '/api/guides';
export const guideSchema = guideListingSchema.extend({
  /** The cover picture (SVG). */
  image: z.string(),
  /** The signed download link; null for an anonymous visitor. */
  file: z.string().nullable(),
});
export type Guide = z.infer<typeof guideSchema>;
export const guidesResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    guides: z.array(guideSchema),
    /** When the `file` links stop working (ISO time); null for an anonymous visitor. Fetch again after it. */
    filesExpireAt: z.string().nullable(),
  }),
});

/** The signed link's query: expiry (Unix seconds) and an HMAC of slug and expiry. */
export const guideDownloadQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
