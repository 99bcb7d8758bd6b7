import './navigation-request';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { defaultRuntimeConfig, type RuntimeConfig } from '@tenants/shared';
import { AppRoutes } from '../src/app/app-routes';
import { RuntimeConfigProvider } from '../src/app/runtime-config';
import { knowSiteData, SiteDataContext, type SiteData } from '../src/pages/content/site-data';
import { ErrorBoundary } from '../src/pages/error/error-boundary';
import { contentFetch, siteData } from './site-fixtures';

interface Options {
  path?: string;
  config?: RuntimeConfig;
  /** The frame's data (the files' settings and navigation by default). */
  site?: SiteData;
}

const answersContent = new WeakSet<typeof fetch>();

/** What a test drives the app's router with: where it is, and a way to go elsewhere (or -1 / 1). */
export interface TestRouter {
  navigate: NavigateFunction;
  state: { location: Location };
}

function Probe({ router }: { router: TestRouter }) {
  router.navigate = useNavigate();
  router.state.location = useLocation();
  return null;
}

/**
 * Renders route objects (the app's own, or a component on every path) the way the browser does
 * (bootstrap.tsx: declarative routes under an error boundary), in a memory router.
 */
export function renderRoutes(routes: RouteObject[], { path = '/', config = defaultRuntimeConfig, site = siteData }: Options = {}) {
  const router = { state: {} } as TestRouter;
  knowSiteData(site);
  // A content page drawn in the browser fetches its record: answered from the files unless the test answers.
  if (!jest.isMockFunction(globalThis.fetch) && !answersContent.has(globalThis.fetch)) {
    globalThis.fetch = contentFetch(globalThis.fetch as typeof fetch | undefined);
    answersContent.add(globalThis.fetch);
  }
  const view = render(
    <RuntimeConfigProvider value={config}>
      <SiteDataContext.Provider value={site}>
        <ErrorBoundary>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes routes={routes} />
            <Probe router={router} />
          </MemoryRouter>
        </ErrorBoundary>
      </SiteDataContext.Provider>
    </RuntimeConfigProvider>,
  );
  return { router, ...view };
}

export const renderWithRouter = (ui: ReactElement, options?: Options) => renderRoutes([{ path: '*', element: ui }], options);
