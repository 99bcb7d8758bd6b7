/**
 * The router as the shell and the remotes share it in the browser: every build maps `react-router-dom` to
 * this module in the federation's share scope (`mf/shared-deps.cjs`), so app code keeps importing from
 * 'react-router-dom' and every app on the page shares one router. It is our own small implementation of the
 * names the apps use, not react-router: even trimmed to these names, react-router was about 16 kB gz of
 * every page's first load, and the apps route declaratively (BrowserRouter, useRoutes, links and hooks),
 * which takes a few kB (docs/decisions/0006-shared-startup-and-router-list.md).
 *
 * It must behave as react-router 7 does for these names, because react-router is still what runs
 * everywhere else: the site server renders pages with its StaticRouter, and tests and types use the real
 * package. So the markup of Link, NavLink and the matched routes is react-router's to the byte (the browser
 * hydrates the server's HTML with this), route matching ranks routes the same way, and `history.state`
 * holds react-router's `{ usr, key, idx }`. `__tests__/router-parity.test.tsx` renders both and compares;
 * `router-behaviour.dom.test.tsx` covers navigation. Left out because no app uses them: basename, the data
 * router, the `location` prop of <Routes>, prefetching, view transitions and masked URLs.
 *
 * A remote that needs a name not listed here adds it in a release of this package, with its parity test
 * (`__tests__/router-facade.test.ts` lists what the code imports).
 */
export { useHref, useInRouterContext, useLocation, useMatch, useNavigate, useNavigationType, useParams } from './router/context';
export { Link, NavLink } from './router/link';
export { generatePath, matchPath } from './router/match-path';
export { matchRoutes } from './router/match-routes';
export { BrowserRouter, MemoryRouter } from './router/routers';
export { Navigate, Outlet, Route, Routes, useRoutes } from './router/routes';
export { useSearchParams } from './router/search-params';
