import { defaultMenus, serviceAreas } from '@tenants/shared/core';
import type { SiteNavigation } from '@tenants/shared/model';

/** The site's navigation, built from shared's route data so the header, menu and footer cannot drift. */
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  /** Column heading inside a dropdown (the Services areas). */
  heading?: string;
  links: NavLinkItem[];
}
export type NavItem = ({ kind: 'link' } & NavLinkItem) | { kind: 'menu'; id: string; label: string; groups: NavGroup[] };

/** Property 13, Corporate 8, Non-Corporate 4 (docs/product/pages-and-navigation.md). */
/** The Services dropdown: each area's published service pages, in menu order (the navigation's). */
export const serviceGroups = (navigation: SiteNavigation): NavGroup[] =>
  navigation.areas.map(({ area, services }) => ({
    heading: serviceAreas[area].label,
    links: services.map((service) => ({ label: service.title, to: service.address })),
  }));

/** Each area's overview page, where one is published. */
export const serviceOverviewLinks = (navigation: SiteNavigation): NavLinkItem[] =>
  navigation.areas.flatMap(({ area, overview }) => (overview ? [{ label: serviceAreas[area].label, to: overview.address }] : []));

/**
 * The header's entries as the editors set them (the menus in the navigation: docs/product/pages.md "Menus"):
 * a link, a dropdown of chosen links, or the Services dropdown of the published service pages by area. The
 * spec's menus where the navigation has none (a site server older than the menus).
 */
export const navItems = (navigation: SiteNavigation): NavItem[] =>
  (navigation.menus ?? defaultMenus).main.map((entry): NavItem => {
    if (entry.services) return { kind: 'menu', id: 'services', label: entry.label, groups: serviceGroups(navigation) };
    if (entry.links.length > 0)
      return { kind: 'menu', id: entry.label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label: entry.label, groups: [{ links: entry.links }] };
    return { kind: 'link', label: entry.label, to: entry.to };
  });

/** The footer's columns of chosen links (Quick Links and Advice unless the editors changed them). */
export const footerColumns = (navigation: SiteNavigation) => (navigation.menus ?? defaultMenus).footer;
