/**
 * The router as the shell and the remotes share it at run time. A federation singleton is shared whole (the
 * bundler cannot know what another team's remote will use), and react-router-dom whole is 60 kB gz of every
 * page's first load; shared through this list, the bundler keeps only what is named here. The apps route
 * declaratively (BrowserRouter, Routes, useRoutes): the data router (createBrowserRouter, loaders) is not
 * listed, which leaves about a quarter of the package.
 *
 * Every build maps `react-router-dom` to this module in the federation's share scope
 * (`mf/shared-deps.cjs`), so app code keeps importing from 'react-router-dom'. A remote that needs a name
 * not listed here adds it in a release of this package (a unit test lists what the code imports).
 * Tests and the site server use the real package.
 */
// From react-router, which is all react-router-dom re-exports for these: importing 'react-router-dom' here
// would ask the share scope for this very module.
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
