/**
 * What the federation shares as `react-router-dom` in the browser (shared-deps.cjs): react-router itself,
 * the names the apps use. A shared module is kept whole, since the bundler cannot know what another team's
 * remote will use, and the whole package is about 60 kB gz of every page's first load; named here, the
 * bundler keeps what these need (about 16.5 kB gz). Declarative routing only: the data router's names would
 * double it (docs/decisions/0017-react-router-in-the-browser.md).
 *
 * From react-router, which is all react-router-dom is in version 7: importing 'react-router-dom' here
 * would ask the share scope for this very module. A remote that needs a name not listed here adds it in a
 * release of this package (`__tests__/router-names.test.ts` lists what the code imports).
 */
export {
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
