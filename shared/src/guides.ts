/**
 * The guide catalogue, with no zod: the eight guides the library was seeded with, each drawn from its text
 * in api/content/guides until staff upload a PDF. The site lists the library's live guides (staff add and
 * retire them), which a served page carries in its guides block; the shell falls back to this list only
 * for a guides block that does not carry them.
 */

/** The eight downloadable guides of docs/product/accounts-and-guides.md, in its order; `featured` marks the short list of four. */
export const guideCatalogue = [
  { slug: 'disposing-of-leasehold-property', name: 'Disposing of Leasehold Property', featured: false },
  { slug: 'lease-negotiations-guide', name: 'Lease Negotiations Guide', featured: true },
  { slug: 'lease-renewal-timeline', name: 'Lease Renewal Timeline', featured: true },
  { slug: 'lease-renewals', name: 'Lease Renewals', featured: true },
  { slug: 'new-lease-timeline', name: 'New Lease Timeline', featured: true },
  { slug: 'new-license-timeline', name: 'New License Timeline', featured: false },
  { slug: 'rent-review-disputes', name: 'Rent Review Disputes', featured: false },
  { slug: 'service-charges', name: 'Service Charges', featured: false },
] as const;
export type GuideSlug = (typeof guideCatalogue)[number]['slug'];

/** A guide's cover picture (SVG, for everyone) and its download (behind the signed member link), by slug. */
export const guideCoverPath = (slug: string) => `/api/guides/${encodeURIComponent(slug)}/cover.svg`;
export const guideDownloadPath = (slug: string) => `/api/guides/${encodeURIComponent(slug)}/download`;
