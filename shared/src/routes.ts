/**
 * The page routes of SPEC §2, in one place: the shell's router and the site server both read them, so an
 * unknown page path gets the 404 page with a real 404 status.
 */
export type RemoteName = 'news' | 'enquiry' | 'donation' | 'account';
export const remoteNames: readonly RemoteName[] = ['news', 'enquiry', 'donation', 'account'];

export const paths = {
  home: '/',
  enquiry: '/enquiry',
  enquiryThankYou: '/enquiry/thankyou',
  donation: '/donation',
  donationThankYou: '/donation/thankyou',
  donationFailure: '/donation/failure',
  about: '/about',
  lobbying: '/lobbying',
  community: '/community',
  news: '/news',
  article: (alias: string) => `/insights/${encodeURIComponent(alias)}`,
  adviceSupport: '/advice-support',
  specificAdvice: '/specific-advice',
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  sorry: '/sorry',
  notFound: '/404',
} as const;

/** Which remote owns which routes (the shell mounts the remote's page for these). */
export const remoteRoutes: Record<RemoteName, readonly string[]> = {
  news: ['/news', '/insights/:id'],
  enquiry: ['/enquiry', '/enquiry/thankyou'],
  donation: ['/donation', '/donation/thankyou', '/donation/failure'],
  account: ['/login', '/sign-up', '/forgot-password', '/reset-password'],
};

export type ServiceArea = 'property' | 'corporate' | 'non-corporate';

export interface ServiceLink {
  slug: string;
  label: string;
}

/** Service pages by area. 'services' is each area's overview; the rest are the menu's links (13 / 8 / 4). */
export const serviceAreas: Record<ServiceArea, { label: string; links: readonly ServiceLink[] }> = {
  property: {
    label: 'Property',
    links: [
      { slug: 'lease-restructuring', label: 'Lease Restructuring' },
      { slug: 'lease-regearing', label: 'Lease Re-gearing' },
      { slug: 'lease-renewals', label: 'Lease Renewals' },
      { slug: 'surrenders', label: 'Surrenders' },
      { slug: 'assignments', label: 'Assignments' },
      { slug: 'service-charge', label: 'Service Charge' },
      { slug: 'rates', label: 'Business Rates' },
      { slug: 'strategic-lease-management', label: 'Strategic Lease Management' },
      { slug: 'own-your-property', label: 'Own Your Own Property' },
      { slug: 'acquisitions', label: 'Acquisitions' },
      { slug: 'arrears', label: 'Arrears' },
      { slug: 'capex-support', label: 'Capex Support' },
      { slug: 'dilapidations', label: 'Dilapidations' },
    ],
  },
  corporate: {
    label: 'Corporate',
    links: [
      { slug: 'insolvency-advice', label: 'Insolvency Advice' },
      { slug: 'insurance', label: 'Insurance' },
      { slug: 'litigation', label: 'Litigation' },
      { slug: 'finance-investments', label: 'Finance & Investments' },
      { slug: 'mergers-acquisition', label: 'Mergers & Acquisitions' },
      { slug: 'accountants', label: 'Accountants' },
      { slug: 'legal', label: 'Legal' },
      { slug: 'mediation', label: 'Mediation' },
    ],
  },
  'non-corporate': {
    label: 'Non-Corporate',
    links: [
      { slug: 'hr-consultants', label: 'HR Consultants' },
      { slug: 'contractors', label: 'Contractors' },
      { slug: 'shopfitters', label: 'Shopfitters' },
      { slug: 'utilities', label: 'Utilities' },
    ],
  },
};

export const serviceAreaList = Object.keys(serviceAreas) as ServiceArea[];
export const servicePath = (area: ServiceArea, slug = 'services') => `/${area}/${slug}`;

const staticPages = new Set<string>([
  paths.home,
  paths.about,
  paths.lobbying,
  paths.community,
  paths.adviceSupport,
  paths.specificAdvice,
  paths.sorry,
  paths.notFound,
  ...Object.values(remoteRoutes).flat().filter((p) => !p.includes(':')),
]);

/** True when `pathname` is a page of SPEC §2 (so the server answers 200 with the shell). */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticPages.has(path)) return true;
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== 2) return false;
  const [first, second] = parts;
  if (first === 'insights') return second.length > 0;
  const area = serviceAreas[first as ServiceArea];
  return !!area && (second === 'services' || area.links.some((l) => l.slug === second));
}

/** The remote that owns `pathname`, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return remoteNames.find((name) =>
    remoteRoutes[name].some((route) =>
      route.endsWith('/:id') ? path.startsWith(route.slice(0, -3)) && path.length > route.length - 3 : path === route,
    ),
  );
}
