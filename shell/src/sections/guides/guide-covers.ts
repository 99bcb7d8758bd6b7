import { guideCatalogue, type GuideSlug } from '@tenants/shared/core';
import type { ArtName } from '../../illustrations/art';

/** A guide as the section shows it: the catalogue's entry with its cover's subject and a line about it. */
export interface Guide {
  slug: GuideSlug;
  name: string;
  featured: boolean;
  image: ArtName;
  summary: string;
}

/** What the catalogue (shared) does not say: each guide's cover picture and summary. */
const presentation: Record<GuideSlug, Pick<Guide, 'image' | 'summary'>> = {
  'disposing-of-leasehold-property': { image: 'door', summary: 'Surrenders, assignments and sub-lettings compared.' },
  'lease-negotiations-guide': { image: 'chat', summary: 'The terms to negotiate before you sign.' },
  'lease-renewal-timeline': { image: 'calendar', summary: 'What to do, month by month, before expiry.' },
  'lease-renewals': { image: 'lease', summary: 'Your rights under the 1954 Act explained.' },
  'new-lease-timeline': { image: 'keys', summary: 'From heads of terms to getting the keys.' },
  'new-license-timeline': { image: 'transfer', summary: 'Taking space on a licence, step by step.' },
  'rent-review-disputes': { image: 'scales', summary: 'Evidence, negotiation and third-party determination.' },
  'service-charges': { image: 'invoice', summary: 'Budgets, reconciliations and how to challenge them.' },
};

/** The eight guides in the catalogue's order (docs/product/accounts-and-guides.md). */
export const guides: Guide[] = guideCatalogue.map((entry) => ({ ...entry, ...presentation[entry.slug] }));

/** The short view's four: the catalogue's featured guides. */
export const shortList = guides.filter((guide) => guide.featured);

/** The section's anchor: the account screens' View Guides scrolls to it. */
export const guidesAnchor = 'guides';
