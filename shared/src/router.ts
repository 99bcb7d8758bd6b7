/**
 * The router as the shell and the remotes share it at run time. A federation singleton is shared whole (the
 * bundler cannot know what another team's remote will use), and react-router-dom whole is 60 kB gz of the
 * first load; shared through this list, the bundler keeps only what is named here (about half).
 *
 * Every build maps `react-router-dom` to this module in the federation's share scope
 * (`mf/shared-deps.cjs`), so app code keeps importing from 'react-router-dom'. A remote that needs a name
 * not listed here adds it in a release of this package (a unit test lists what the code imports).
 * Tests and the site server use the real package.
 */
// From react-router and react-router/dom, which is all react-router-dom is: importing 'react-router-dom'
// here would ask the share scope for this very module.
export { RouterProvider } from 'react-router/dom';
export {
  BrowserRouter,
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
