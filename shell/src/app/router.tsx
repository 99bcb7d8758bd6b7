import type { RouteObject } from 'react-router-dom';
import { paths, remoteNames, remoteRoutes, serviceAreaList, type RemoteName } from '@tenants/shared';
import { RemotePage } from '../federation/remote-page';
import { contentTitles } from '../pages/content/content-pages';
import { ErrorPage } from '../pages/error/error-page';
import { LazyPage } from '../pages/lazy-pages';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ServicePage } from '../pages/service/service-page';
import { SorryPage } from '../pages/sorry/sorry-page';
import { serviceTitle } from '../pages/service/service-titles';
import { AppLayout } from './app-layout';
import type { RouteHandle } from './route-effects';

/** Document titles of the remotes' routes (the remotes own the pages; the shell owns the tab title). */
const remoteTitles: Record<RemoteName, Record<string, string>> = {
  news: { '/news': 'News', '/insights/:id': 'Insights' },
  enquiry: { '/enquiry': 'Enquire', '/enquiry/thankyou': 'Thank You' },
  donation: { '/donation': 'Donate', '/donation/thankyou': 'Thank You', '/donation/failure': 'Donate' },
  account: { '/login': 'Log In', '/sign-up': 'Join For Free', '/forgot-password': 'Forgotten Password', '/reset-password': 'Reset Password' },
};

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

const contentRoute = (path: string, page: keyof typeof contentTitles): RouteObject => ({
  path,
  element: <LazyPage name={page} />,
  handle: handle(contentTitles[page]),
});

/** The route table of SPEC §2, from shared's route data. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Fallback when the layout itself fails; page errors are caught below, inside the layout.
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
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
          ...remoteNames.flatMap((remote) =>
            remoteRoutes[remote].map((path) => ({
              path,
              element: <RemotePage remote={remote} />,
              handle: handle(remoteTitles[remote][path] ?? ''),
            })),
          ),
          { path: paths.notFound, element: <NotFoundPage />, handle: handle('Page Not Found') },
          { path: '*', element: <NotFoundPage />, handle: handle('Page Not Found') },
        ],
      },
    ],
  },
];
