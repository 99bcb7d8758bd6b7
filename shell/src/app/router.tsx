import type { RouteObject } from 'react-router-dom';
import { defaultRemoteRoutes, paths, serviceAreaList, type RemoteRouteTable } from '@tenants/shared/core';
import { RemotePage } from '../federation/remote-page';
import { contentTitles } from '../pages/content/content-pages';
import { LazyPage } from '../pages/lazy-pages';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ServicePage } from '../pages/service/service-page';
import { SorryPage } from '../pages/sorry/sorry-page';
import { serviceTitle } from '../pages/service/service-titles';
import { AppLayout } from './app-layout';
import type { RouteHandle } from './route-effects';

const handle = (title: RouteHandle['title'], frame?: RouteHandle['frame'], chunk?: string): RouteHandle => ({
  title,
  ...(frame && { frame }),
  ...(chunk && { chunk }),
});

/**
 * Remotes whose pages draw their own frame (the staff area is a back office with its own bar and
 * menu, not a public page under the site's header and newsletter footer). Named here, not in the route
 * table, so the server and the browser decide the frame from the same routes and hydration matches.
 */
const ownFrameRemotes: ReadonlySet<string> = new Set(['staff']);

const contentRoute = (path: string, page: keyof typeof contentTitles): RouteObject => ({
  path,
  element: <LazyPage name={page} />,
  handle: handle(contentTitles[page]),
});

/**
 * The route table: the shell's pages, and each remote's routes with their titles as the deployed remote
 * versions name them (`table`; the spec's by default), so a route a remote release adds is mounted with
 * no shell build.
 */
export const createRoutes = (table: RemoteRouteTable = defaultRemoteRoutes): RouteObject[] => [
  {
    // A page that fails to render is caught inside the layout (AppLayout), the layout itself at the root.
    element: <AppLayout />,
    children: [
      { index: true, element: <LazyPage name="home" />, handle: handle('') },
      contentRoute(paths.about, 'about'),
      contentRoute(paths.lobbying, 'lobbying'),
      contentRoute(paths.community, 'community'),
      contentRoute(paths.adviceSupport, 'adviceSupport'),
      contentRoute(paths.specificAdvice, 'specificAdvice'),
      { path: paths.sorry, element: <SorryPage />, handle: handle('Sorry') },
      ...serviceAreaList.map((area) => ({
        path: `/${area}/:slug`,
        element: <ServicePage area={area} />,
        handle: handle((params) => serviceTitle(area, params.slug)),
      })),
      ...Object.keys(table).flatMap((remote) =>
        table[remote].map(({ path, title }) => ({
          path,
          element: <RemotePage remote={remote} />,
          handle: handle(title, ownFrameRemotes.has(remote) ? 'own' : undefined),
        })),
      ),
      { path: paths.notFound, element: <NotFoundPage />, handle: handle('Page Not Found') },
      { path: '*', element: <NotFoundPage />, handle: handle('Page Not Found') },
    ],
  },
];

/** The spec's route table (the remotes' default routes). */
export const routes = createRoutes();
