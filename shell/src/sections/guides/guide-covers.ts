import { guideCatalogue, type GuideSlug } from '@tenants/shared/core';
import type { PageBlockOf } from '../../pages/content/block-types';
import type { ArtName } from '../../illustrations/art';

/** The library's live guides as the API serves them with a page's guides block. */
type Library = NonNullable<PageBlockOf<'guides'>['library']>;

/** A guide as the section shows it: the library's entry, and for the catalogue's eight the drawing on its cover. */
export interface Guide {
  slug: string;
  name: string;
  featured: boolean;
  /** The site's drawing for one of the catalogue's eight; a guide staff added shows the API's cover instead. */
  art: ArtName | null;
  summary: string;
}

/** What the library does not say about the catalogue's eight: each one's drawing, and the short line shown when a page carries no list. */
const presentation: Record<GuideSlug, { art: ArtName; summary: string }> = {
  'disposing-of-leasehold-property': { art: 'door', summary: 'Surrenders, assignments and sub-lettings compared.' },
  'lease-negotiations-guide': { art: 'chat', summary: 'The terms to negotiate before you sign.' },
  'lease-renewal-timeline': { art: 'calendar', summary: 'What to do, month by month, before expiry.' },
  'lease-renewals': { art: 'lease', summary: 'Your rights under the 1954 Act explained.' },
  'new-lease-timeline': { art: 'keys', summary: 'From heads of terms to getting the keys.' },
  'new-license-timeline': { art: 'transfer', summary: 'Taking space on a licence, step by step.' },
  'rent-review-disputes': { art: 'scales', summary: 'Evidence, negotiation and third-party determination.' },
  'service-charges': { art: 'invoice', summary: 'Budgets, reconciliations and how to challenge them.' },
};

const artOf = (slug: string): ArtName | null => (Object.hasOwn(presentation, slug) ? presentation[slug as GuideSlug].art : null);

/** The eight guides in the catalogue's order (docs/product/accounts-and-guides.md): for a guides block that carries no library list. */
export const guides: Guide[] = guideCatalogue.map((entry) => ({ ...entry, ...presentation[entry.slug] }));

/**
 * The guides a block lists: the library's live guides the API served with the page (title, summary,
 * featured as staff keep them), else the catalogue's eight; all of them, or the featured ones for the
 * short view.
 */
export function guidesToShow(library: Library | undefined, full: boolean): Guide[] {
  const list = library ? library.map((entry) => ({ ...entry, art: artOf(entry.slug) })) : guides;
  return full ? list : list.filter((guide) => guide.featured);
}

/** The section's anchor: the account screens' View Guides scrolls to it. */
export const guidesAnchor = 'guides';
