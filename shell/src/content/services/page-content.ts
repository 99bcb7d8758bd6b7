import type { ServiceArea } from '@tenants/shared/core';
import { serviceTitle } from '../../pages/service/service-titles';
import type { ServicePageContent } from './types';

/** Whether /{area}/{slug} is one of the site's service pages: one its menus title (`services` is the area's overview). */
export const isServicePage = (area: ServiceArea, slug: string): boolean => serviceTitle(area, slug) !== null;

/**
 * The content of /{area}/{slug}, or null for a page the area does not have. Each of the 28 pages is a module
 * and a chunk of its own (pages/{area}/{slug}.ts): a visit fetches only the text of the page it shows, not
 * its area's (the property area's pages together were 7.3 kB gz of a service page's 100.8).
 */
export async function servicePageContent(area: ServiceArea, slug: string): Promise<ServicePageContent | null> {
  if (!isServicePage(area, slug)) return null;
  const page = (await import(`./pages/${area}/${slug}`)) as { default: ServicePageContent };
  return page.default;
}
