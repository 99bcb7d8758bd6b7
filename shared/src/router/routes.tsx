import { Children, Fragment, isValidElement, useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import type * as Real from 'react-router';
import type { RouteMatch, RouteObject } from 'react-router';
import { RouteContext, useLocation, useNavigate, useResolvedPath } from './context';
import { matchRoutes } from './match-routes';
import { encodePathname, joinPaths } from './path';

/** A matched pathname, which matchRoutes decoded, encoded again as the address has it. */
const encodeMatched = (pathname: string) => encodePathname(pathname.replace(/[%?#]/g, encodeURIComponent));

/**
 * The element of the routes matching the current address, each inside the one above it (its <Outlet>).
 * Under a matched route (descendant routes), matches the rest of the address after that route's pathname.
 * The tree's shape depends only on how many routes match, so an element whose route still matches after a
 * navigation is updated in place, not mounted again.
 */
export const useRoutes: typeof Real.useRoutes = (routes) => {
  const { matches: above } = useContext(RouteContext);
  const parent = above[above.length - 1] as RouteMatch | undefined;
  const base = parent ? parent.pathnameBase : '/';
  const { pathname } = useLocation();
  const rest = base === '/' ? pathname : `/${pathname.replace(/^\//, '').split('/').slice(base.replace(/^\//, '').split('/').length).join('/')}`;
  const matches = matchRoutes(routes, { pathname: rest })?.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths([base, encodeMatched(match.pathname)]),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths([base, encodeMatched(match.pathnameBase)]),
  }));
  return (
    matches?.reduceRight<ReactElement | null>((outlet, { route }, i) => {
      const Component = route.Component;
      const value = { outlet, matches: above.concat(matches.slice(0, i + 1)) };
      return <RouteContext.Provider value={value}>{Component ? <Component /> : route.element || outlet}</RouteContext.Provider>;
    }, null) ?? null
  );
};

/** <Route> elements (and fragments of them) as route objects. */
function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    const { props } = child;
    if (child.type === Fragment) routes.push(...routesOf(props.children));
    else routes.push({ ...props, children: props.children ? routesOf(props.children) : undefined } as RouteObject);
  });
  return routes;
}

export const Routes: typeof Real.Routes = ({ children }) => useRoutes(routesOf(children));

/** Only read by <Routes>, as in react-router. */
export const Route: typeof Real.Route = () => {
  throw new Error('<Route> outside <Routes>');
};

export const Outlet: typeof Real.Outlet = () => useContext(RouteContext).outlet;

/** Navigates once on screen (in an effect), and again when where it leads changes; renders nothing. */
export const Navigate: typeof Real.Navigate = ({ to, replace, state, relative }) => {
  const navigate = useNavigate();
  // Resolved here, where the route context is, to the same address on every render of this spot.
  const path = JSON.stringify(useResolvedPath(to, relative));
  useEffect(() => {
    void navigate(JSON.parse(path) as ReturnType<typeof useResolvedPath>, { replace, state, relative });
  }, [navigate, path, relative, replace, state]);
  return null;
};
