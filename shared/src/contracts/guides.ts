import './zod-setup';
import { z } from 'zod';

import { guideCatalogue, type GuideSlug } from '../guides';

export * from '../guides';

export const guideSlugs = guideCatalogue.map((g) => g.slug) as [GuideSlug, ...GuideSlug[]];

/**
 * GET, optionally with `Authorization: Bearer <token>`. Everyone gets the list with cover images; a member
 * (a token the server accepts) also gets each guide's `file`: a signed download link that works for a few
 * minutes (until `filesExpireAt`), to open in a new tab. URLs are absolute when the API has its own host.
 */
export const guidesPath = '/api/guides';
export const guideSchema = z.object({
  slug: z.enum(guideSlugs),
  name: z.string(),
  featured: z.boolean(),
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

export const guideCoverPath = (slug: string) => `/api/guides/${encodeURIComponent(slug)}/cover.svg`;
export const guideDownloadPath = (slug: string) => `/api/guides/${encodeURIComponent(slug)}/download`;

/** The signed link's query: expiry (Unix seconds) and an HMAC of slug and expiry. */
export const guideDownloadQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
