import { serviceAreas, type ServiceArea } from '@tenants/shared/core';

/** The page title for /{area}/{slug}, or null for a slug the area does not have. */
export function serviceTitle(area: ServiceArea, slug: string | undefined): string | null {
  const { label, links } = serviceAreas[area];
  if (slug === 'services') return `${label} Services`;
  return links.find((link) => link.slug === slug)?.label ?? null;
}
