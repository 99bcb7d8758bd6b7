import { eventsPagePath, paths, serviceAreas } from '@tenants/shared/core';
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

export const adviceLinks: NavLinkItem[] = [
  { label: 'Our Advice & Process', to: paths.adviceSupport },
  { label: 'Specialist Advice & Representation', to: paths.specificAdvice },
];

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

export const quickLinks: NavLinkItem[] = [
  { label: 'About', to: paths.about },
  { label: 'Lobbying', to: paths.lobbying },
  { label: 'Community', to: paths.community },
  { label: 'Enquire', to: paths.enquiry },
];

export const navItems = (navigation: SiteNavigation): NavItem[] => [
  { kind: 'link', label: 'About', to: paths.about },
  { kind: 'menu', id: 'advice', label: 'Advice', groups: [{ links: adviceLinks }] },
  { kind: 'menu', id: 'services', label: 'Services', groups: serviceGroups(navigation) },
  { kind: 'link', label: 'Lobbying', to: paths.lobbying },
  { kind: 'link', label: 'Community', to: paths.community },
  { kind: 'link', label: 'News', to: paths.news },
  // Members' events (docs/product/events.md), drawn by the news remote.
  { kind: 'link', label: 'Events', to: eventsPagePath },
  { kind: 'link', label: 'Enquire', to: paths.enquiry },
];
