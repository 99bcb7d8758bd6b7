import type { RouteObject } from 'react-router-dom';
import { defaultRemoteRoutes, paths, type RemoteRouteTable } from '@tenants/shared/core';
import { RemotePage } from '../federation/remote-page';
import { ContentRoute } from '../pages/content/content-route';
import { isServiceAddress, pageTitle } from '../pages/content/site-data';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { SorryPage } from '../pages/sorry/sorry-page';
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

/**
 * The site's own pages are records (decision 0018): any address the remotes and the shell's fixed pages do
 * not take is a content page, drawn from the page published there, or the 404 page when there is none. The
 * title is the record's (home's is the brand's alone).
 */
const contentPage: RouteObject = {
  path: '*',
  element: <ContentRoute />,
  handle: handle((params) => {
    const address = `/${params['*'] ?? ''}`.replace(/(.)\/+$/, '$1');
    if (address === paths.home) return '';
    return pageTitle(address) ?? (isServiceAddress(address) ? null : 'Page Not Found');
  }),
};

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
      { path: paths.sorry, element: <SorryPage />, handle: handle('Sorry') },
      ...Object.keys(table).flatMap((remote) =>
        table[remote].map(({ path, title }) => ({
          path,
          element: <RemotePage remote={remote} />,
          handle: handle(title, ownFrameRemotes.has(remote) ? 'own' : undefined),
        })),
      ),
      { path: paths.notFound, element: <NotFoundPage />, handle: handle('Page Not Found') },
      contentPage,
    ],
  },
];

/** The spec's route table (the remotes' default routes). */
export const routes = createRoutes();
