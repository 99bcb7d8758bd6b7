import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router-dom';

/** A matched route as the page effects read it: what it declares (`handle`) and the address's params. */
export interface RouteMatchInfo {
  handle?: unknown;
  params: Params;
}

const MatchesContext = createContext<readonly RouteMatchInfo[]>([]);

/** The routes matching `pathname`, outermost first. */
export const routeMatches = (routes: RouteObject[], pathname: string): RouteMatchInfo[] =>
  (matchRoutes(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle, params: match.params }));

/**
 * The route table drawn for the current address, in the browser (BrowserRouter) and on the server
 * (StaticRouter) alike, both react-router. Declarative routing rather than a data router: the app has no
 * loaders or actions, and the data router would double the router's code in every page's first load
 * (docs/decisions/0017-react-router-in-the-browser.md).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  const matches = useMemo(() => routeMatches(routes, pathname), [routes, pathname]);
  return <MatchesContext.Provider value={matches}>{element}</MatchesContext.Provider>;
}

/** The matches of the page being shown (the title and other page effects read their `handle`). */
export const useRouteMatches = () => useContext(MatchesContext);
