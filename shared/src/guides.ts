/**
 * The guide catalogue, with no zod: the shell's guides section draws from it at first paint; the API's
 * contract (`contracts/guides.ts`) and its files (api/content/guides, one per slug) follow the same list.
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
