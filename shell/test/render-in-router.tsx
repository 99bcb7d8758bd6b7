import './navigation-request';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { defaultRuntimeConfig, type RuntimeConfig } from '@tenants/shared';
import { RuntimeConfigProvider } from '../src/app/runtime-config';

interface Options {
  path?: string;
  config?: RuntimeConfig;
}

/** Renders route objects (the app's own, or a component on every path) in a memory router. */
export function renderRoutes(routes: RouteObject[], { path = '/', config = defaultRuntimeConfig }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <RuntimeConfigProvider value={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
  return { router, ...view };
}

export const renderWithRouter = (ui: ReactElement, options?: Options) => renderRoutes([{ path: '*', element: ui }], options);
