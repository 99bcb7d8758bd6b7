import type { ArtName } from '../illustrations/art';

/** SPEC §3's downloadable guide: name, image (the cover's subject) and file. */
export interface Guide {
  name: string;
  image: ArtName;
  file: string;
  summary: string;
}

export const guides: Guide[] = [
  { name: 'Disposing of Leasehold Property', image: 'door', file: 'disposing-of-leasehold-property.pdf', summary: 'Surrenders, assignments and sub-lettings compared.' },
  { name: 'Lease Negotiations Guide', image: 'chat', file: 'lease-negotiations-guide.pdf', summary: 'The terms to negotiate before you sign.' },
  { name: 'Lease Renewal Timeline', image: 'calendar', file: 'lease-renewal-timeline.pdf', summary: 'What to do, month by month, before expiry.' },
  { name: 'Lease Renewals', image: 'lease', file: 'lease-renewals.pdf', summary: 'Your rights under the 1954 Act explained.' },
  { name: 'New Lease Timeline', image: 'keys', file: 'new-lease-timeline.pdf', summary: 'From heads of terms to getting the keys.' },
  { name: 'New License Timeline', image: 'transfer', file: 'new-license-timeline.pdf', summary: 'Taking space on a licence, step by step.' },
  { name: 'Rent Review Disputes', image: 'scales', file: 'rent-review-disputes.pdf', summary: 'Evidence, negotiation and third-party determination.' },
  { name: 'Service Charges', image: 'invoice', file: 'service-charges.pdf', summary: 'Budgets, reconciliations and how to challenge them.' },
];

/** SPEC §3: the non-full view's four. */
export const shortListNames = ['Lease Negotiations Guide', 'Lease Renewal Timeline', 'Lease Renewals', 'New Lease Timeline'];
export const shortList = guides.filter((guide) => shortListNames.includes(guide.name));

/** The guide's slug in the API's catalogue (`GET /api/guides`), which signs each member's download link. */
export const guideSlug = (guide: Guide) => guide.file.replace(/\.pdf$/, '');

/** The section's anchor: the account screens' View Guides scrolls to it. */
export const guidesAnchor = 'guides';

export const guidesSection = {
  title: 'Downloadable Guides',
  text: 'Practical guides written by property professionals for tenants. Free for members.',
  lockedText: 'Join for free to unlock every guide.',
};
