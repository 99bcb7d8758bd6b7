import { eventsPagePath } from './events';
import { paths } from './routes';

/**
 * The site's menus as the shell draws them, without zod (the shell's first load carries no contracts):
 * the shape of contracts/menus.ts, which checks what editors send.
 */
export interface MenuLinkItem {
  label: string;
  to: string;
}
export interface SiteMenus {
  main: Array<{ label: string; to: string; links: MenuLinkItem[]; services: boolean }>;
  footer: Array<{ heading: string; links: MenuLinkItem[] }>;
}

/** The menus as the spec draws them (docs/product/pages-and-navigation.md), until an editor changes them. */
export const defaultMenus: SiteMenus = {
  main: [
    { label: 'About', to: paths.about, links: [], services: false },
    {
      label: 'Advice',
      to: '',
      links: [
        { label: 'Our Advice & Process', to: paths.adviceSupport },
        { label: 'Specialist Advice & Representation', to: paths.specificAdvice },
      ],
      services: false,
    },
    { label: 'Services', to: '', links: [], services: true },
    { label: 'Lobbying', to: paths.lobbying, links: [], services: false },
    { label: 'Community', to: paths.community, links: [], services: false },
    { label: 'News', to: paths.news, links: [], services: false },
    { label: 'Events', to: eventsPagePath, links: [], services: false },
    { label: 'Enquire', to: paths.enquiry, links: [], services: false },
  ],
  footer: [
    {
      heading: 'Quick Links',
      links: [
        { label: 'About', to: paths.about },
        { label: 'Lobbying', to: paths.lobbying },
        { label: 'Community', to: paths.community },
        { label: 'Enquire', to: paths.enquiry },
      ],
    },
    {
      heading: 'Advice',
      links: [
        { label: 'Our Advice & Process', to: paths.adviceSupport },
        { label: 'Specialist Advice & Representation', to: paths.specificAdvice },
      ],
    },
  ],
};
