import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactElement } from 'react';
import type * as Real from 'react-router';
import type { Location, NavigateOptions, NavigationType, Params, Path, RelativeRoutingType, RouteMatch, To } from 'react-router';
import { decodePath, matchPath } from './match-path';
import { absoluteUrl, createPath, resolveTo } from './path';

/** What a router does with a navigation: the history below it (browser or memory). */
export interface Navigator {
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
}

/** The router's state: the location shown, how it was reached, and where navigations go. */
export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}
export const RouterContext = createContext<RouterState | null>(null);

/** The matched routes down to the one being rendered, and what its <Outlet> shows. */
export interface RouteState {
  outlet: ReactElement | null;
  matches: RouteMatch[];
}
export const RouteContext = createContext<RouteState>({ outlet: null, matches: [] });

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hook outside a <Router>');
  return router;
}

/** The pathnames relative links resolve against: one per match that adds to the path, the last one whole. */
function useRoutePathnames(): string {
  const contributing = useContext(RouteContext).matches.filter((match, i) => i === 0 || match.route.path);
  // As JSON, so that memos keyed on it survive a re-render with equal matches.
  return JSON.stringify(contributing.map((match, i) => (i === contributing.length - 1 ? match.pathname : match.pathnameBase)));
}

export const useInRouterContext: typeof Real.useInRouterContext = () => useContext(RouterContext) != null;

export const useLocation: typeof Real.useLocation = () => useRouter().location;

export const useNavigationType: typeof Real.useNavigationType = () => useRouter().navigationType;

export const useResolvedPath = (to: To, relative?: RelativeRoutingType): Path =>
  resolveTo(to, JSON.parse(useRoutePathnames()) as string[], useLocation().pathname, relative === 'path');

export const useHref: typeof Real.useHref = (to, { relative } = {}) => createPath(useResolvedPath(to, relative));

export const useMatch: typeof Real.useMatch = (pattern) => {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, decodePath(pathname)), [pathname, pattern]);
};

/** The params of the deepest route matched here, with those of the routes above it. */
export function useParams<P extends string | Record<string, string | undefined> = string>(): Readonly<[P] extends [string] ? Params<P> : Partial<P>> {
  const { matches } = useContext(RouteContext);
  return (matches[matches.length - 1]?.params ?? {}) as Readonly<[P] extends [string] ? Params<P> : Partial<P>>;
}

export const useNavigate: typeof Real.useNavigate = () => {
  const { navigator, location } = useRouter();
  const { pathname } = location;
  const pathnames = useRoutePathnames();
  // Like react-router, a navigation asked for while rendering (before the component is on screen) is dropped.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  }, []);
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) return console.warn('navigate() before mount: call it in an effect');
      if (typeof to === 'number') return navigator.go(to);
      // An address on another site is refused, as react-router refuses it: a redirect taken from the query
      // (login's ?next=) must stay on this site.
      const raw = typeof to === 'string' ? to : createPath(to);
      if (absoluteUrl.test(raw) && new URL(raw, window.location.href).origin !== window.location.origin) throw new Error('External navigation is not allowed');
      const path = resolveTo(to, JSON.parse(pathnames) as string[], pathname, options.relative === 'path');
      (options.replace ? navigator.replace : navigator.push)(path, options.state);
    },
    [navigator, pathnames, pathname],
  );
};
