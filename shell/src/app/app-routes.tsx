import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteMatch, type RouteObject } from 'react-router-dom';

/** A matched route as the page effects read it: what it declares (`handle`) and the address's params. */
export interface RouteMatchInfo {
  handle?: unknown;
  params: Params;
}

const MatchesContext = createContext<readonly RouteMatchInfo[]>([]);

/** The first segment of a path, decoded and lower-cased as react-router compares it ('' for none). */
function firstSegment(path: string) {
  const segment = path.replace(/^\/+/, '').split('/')[0];
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The routes that could match `pathname`: below a route without a path (the layout), whose children's paths
 * are the site's whole addresses, a child whose path starts with another fixed segment than the address's
 * cannot match it, and is left out (a staff address is no candidate for `/`). What remains matches as the
 * whole table does; the same route objects but for the layout's copy.
 */
function candidates(routes: RouteObject[], pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  const couldMatch = ({ path }: RouteObject) => {
    if (!path?.startsWith('/')) return true;
    const segment = path.split('/')[1] ?? '';
    return /^[:*]|[?*]/.test(segment) || segment.toLowerCase() === first;
  };
  return routes.map((route) =>
    route.path === undefined && route.children ? ({ ...route, children: route.children.filter(couldMatch) } as RouteObject) : route,
  );
}

/**
 * The last address matched against each route table. Matching walks the whole table (the remotes' routes,
 * each a regular expression made again, before the content pages' catch-all): on a slowed phone one match
 * of a content page cost 10–30 ms, and the page and its effects asked for it twice. Once an address, among
 * its candidates only; one entry a table, so the server's renders of any addresses keep nothing more.
 */
const lastMatch = new WeakMap<RouteObject[], { pathname: string; found: RouteMatch[] | null }>();
function matchOnce(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.found;
  const found = matchRoutes(candidates(routes, pathname), pathname);
  lastMatch.set(routes, { pathname, found });
  return found;
}

/** The routes matching `pathname`, outermost first. */
export const routeMatches = (routes: RouteObject[], pathname: string): RouteMatchInfo[] =>
  (matchOnce(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle, params: match.params }));

/** The branch of the table that matched (the same route objects, each with only the matched child). */
const branchOf = (found: RouteMatch[]): RouteObject[] =>
  found.reduceRight<RouteObject[] | undefined>((children, { route }) => [{ ...route, ...(children && { children }) } as RouteObject], undefined) ?? [];

/**
 * The route table drawn for the current address, in the browser (BrowserRouter) and on the server
 * (StaticRouter) alike, both react-router. Declarative routing rather than a data router: the app has no
 * loaders or actions, and the data router would double the router's code in every page's first load
 * (docs/decisions/0017-react-router-in-the-browser.md). The table is searched once an address: react-router
 * draws from the branch found, which it matches again in a moment.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const found = useMemo(() => matchOnce(routes, pathname), [routes, pathname]);
  const branch = useMemo(() => (found ? branchOf(found) : routes), [found, routes]);
  const element = useRoutes(branch);
  const matches = useMemo(() => routeMatches(routes, pathname), [routes, pathname]);
  return <MatchesContext.Provider value={matches}>{element}</MatchesContext.Provider>;
}

/** The matches of the page being shown (the title and other page effects read their `handle`). */
export const useRouteMatches = () => useContext(MatchesContext);
