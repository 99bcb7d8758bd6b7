import { serviceAreas, servicePath, type ServiceArea } from '@tenants/shared/core';
import { serviceTitle } from '../../pages/service/service-titles';
import { corporateContent } from './corporate';
import { nonCorporateContent } from './non-corporate';
import { propertyContent } from './property';
import type { AreaContent, OverviewContent, ServiceContent, ServiceRef } from './types';

export type { AreaContent, OverviewContent, ServiceContent, ServiceRef } from './types';

export const serviceContent: Record<ServiceArea, AreaContent> = {
  property: propertyContent,
  corporate: corporateContent,
  'non-corporate': nonCorporateContent,
};

/** A service card: docs/product/look-and-content.md's image, title, text and link. */
export interface ServiceCard {
  title: string;
  text: string;
  to: string;
  image: ServiceContent['image'];
}

/** The page content for /{area}/{slug}, or null for a slug the area does not have. */
export function findService(area: ServiceArea, slug: string | undefined): ServiceContent | OverviewContent | null {
  if (!slug) return null;
  const content = serviceContent[area];
  if (slug === 'services') return content.overview;
  return serviceAreas[area].links.some((link) => link.slug === slug) ? (content.services[slug] ?? null) : null;
}

export function cardFor(ref: ServiceRef): ServiceCard {
  const [area, slug] = ref.split('/') as [ServiceArea, string];
  const content = findService(area, slug);
  const title = serviceTitle(area, slug);
  if (!content || !title) throw new Error(`No service page ${ref}`);
  return { title, text: content.summary, to: servicePath(area, slug), image: content.image };
}

/** Cards for every service of an area, in menu order. */
export const areaCards = (area: ServiceArea): ServiceCard[] => serviceAreas[area].links.map((link) => cardFor(`${area}/${link.slug}`));
