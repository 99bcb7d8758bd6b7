/**
 * The page routes of docs/product/pages-and-navigation.md, in one place: the shell's router and the site server both read them, so an
 * unknown page path gets the 404 page with a real 404 status.
 */
/**
 * The spec's four remotes, which the default route table names. The registry may name more (a new team's
 * remote joins through its first release), so tables and loaders take any name.
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

/** A route a remote serves: its pattern (`:name` matches one segment) and its page's title. */
export interface RemoteRoute {
  path: string;
  title: string;
  /** The query parameters the page reads; the site server keeps a drawn page only for an address with no others. */
  query?: readonly string[];
  /** Those of them that are a visitor's free text (a search): an address with one is drawn, never kept. */
  search?: readonly string[];
}
/** Remote name → its routes: the spec's four where nothing is deployed, whatever the registry names otherwise. */
export type RemoteRouteTable = Readonly<Record<string, readonly RemoteRoute[]>>;

/**
 * The routes each remote serves as of docs/product/pages-and-navigation.md. Each remote release names its own (`routes.json` in the
 * remote's folder, shipped in its version folder); the site server and the shell mount what the deployed
 * versions name, and use this table only where nothing is deployed (development, tests, a missing file).
 */
export const defaultRemoteRoutes: Record<RemoteName, readonly RemoteRoute[]> = {
  news: [
    { path: '/news', title: 'News', query: ['page', 'category', 'keyword'], search: ['keyword'] },
    { path: '/insights/:id', title: 'Insights' },
    { path: '/newsletters', title: 'Newsletters', query: ['page'] },
    { path: '/newsletters/confirm', title: 'Confirm Your Subscription', query: ['token', 'done', 'invalid'] },
    { path: '/newsletters/unsubscribe', title: 'Unsubscribe', query: ['token', 'done', 'invalid'] },
    { path: '/newsletters/:slug', title: 'Newsletter' },
  ],
  enquiry: [
    { path: '/enquiry', title: 'Enquire' },
    { path: '/enquiry/thankyou', title: 'Thank You' },
  ],
  donation: [
    { path: '/donation', title: 'Donate' },
    { path: '/donation/thankyou', title: 'Thank You' },
    { path: '/donation/failure', title: 'Donate' },
  ],
  account: [
    { path: '/login', title: 'Log In' },
    { path: '/sign-up', title: 'Join For Free' },
    { path: '/forgot-password', title: 'Forgotten Password' },
    { path: '/reset-password', title: 'Reset Password' },
  ],
};

const patternsOf = (table: typeof defaultRemoteRoutes): Record<RemoteName, readonly string[]> => ({
  news: table.news.map((route) => route.path),
  enquiry: table.enquiry.map((route) => route.path),
  donation: table.donation.map((route) => route.path),
  account: table.account.map((route) => route.path),
});
/**
 * Which remote owns which routes, as patterns (the default table's). Made by a call marked pure, so a remote
 * that reads only `paths` from this file leaves the tables out of its bundle (a top-level `.map` is kept).
 */
export const remoteRoutes = /* @__PURE__ */ patternsOf(defaultRemoteRoutes);

/** True when `pathname` (no trailing slash) matches `pattern`, where `:name` stands for one segment. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i].length > 0 : part === have[i]));
}

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

export const serviceAreaList = /* @__PURE__ */ Object.keys(serviceAreas) as ServiceArea[];
export const servicePath = (area: ServiceArea, slug = 'services') => `/${area}/${slug}`;

/** The shell's own content pages (the sitemap lists them; the 404 and sorry pages are pages but not content). */
export const contentPagePaths = [paths.home, paths.about, paths.lobbying, paths.community, paths.adviceSupport, paths.specificAdvice] as const;

const staticPages = /* @__PURE__ */ new Set<string>([...contentPagePaths, paths.sorry, paths.notFound]);

/** The remote that owns `pathname` in `table`, and the route it matched. */
export function remoteRouteFor(pathname: string, table: RemoteRouteTable = defaultRemoteRoutes): { remote: string; route: RemoteRoute } | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const remote of Object.keys(table)) {
    const route = table[remote].find((r) => matchesRoute(r.path, path));
    if (route) return { remote, route };
  }
  return undefined;
}

/** The remote that owns `pathname` (in `table`: the deployed remotes' routes), if any. */
export const remoteForPath = (pathname: string, table?: RemoteRouteTable): string | undefined => remoteRouteFor(pathname, table)?.remote;

/** True when `pathname` is a page (so the server answers 200 with the shell): the shell's or a remote's. */
export function isPagePath(pathname: string, table?: RemoteRouteTable): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticPages.has(path) || remoteRouteFor(path, table)) return true;
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== 2) return false;
  const [first, second] = parts;
  // An own property only: `/constructor/x` must not find Object's constructor (it answered 500).
  const area = Object.hasOwn(serviceAreas, first) ? serviceAreas[first as ServiceArea] : undefined;
  return !!area && (second === 'services' || area.links.some((l) => l.slug === second));
}
