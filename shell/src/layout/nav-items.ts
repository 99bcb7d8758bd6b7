import { paths, serviceAreaList, serviceAreas, servicePath } from '@tenants/shared/core';

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
export const serviceGroups: NavGroup[] = serviceAreaList.map((area) => ({
  heading: serviceAreas[area].label,
  links: serviceAreas[area].links.map((link) => ({ label: link.label, to: servicePath(area, link.slug) })),
}));

/** Each area's overview page (the footer's Services column). */
export const serviceOverviewLinks: NavLinkItem[] = serviceAreaList.map((area) => ({
  label: serviceAreas[area].label,
  to: servicePath(area),
}));

export const quickLinks: NavLinkItem[] = [
  { label: 'About', to: paths.about },
  { label: 'Lobbying', to: paths.lobbying },
  { label: 'Community', to: paths.community },
  { label: 'Enquire', to: paths.enquiry },
];

export const navItems: NavItem[] = [
  { kind: 'link', label: 'About', to: paths.about },
  { kind: 'menu', id: 'advice', label: 'Advice', groups: [{ links: adviceLinks }] },
  { kind: 'menu', id: 'services', label: 'Services', groups: serviceGroups },
  { kind: 'link', label: 'Lobbying', to: paths.lobbying },
  { kind: 'link', label: 'Community', to: paths.community },
  { kind: 'link', label: 'News', to: paths.news },
  { kind: 'link', label: 'Enquire', to: paths.enquiry },
];
