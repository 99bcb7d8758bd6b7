import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from '@tenants/shared';
import '@tenants/shared/tokens.css';
import '@tenants/shared/ui.css';
import { fetchRuntimeConfig } from './app/runtime-config';
import { createRoutes } from './app/router';
import { ShellRoot } from './app/shell-root';
import { FirstPaintContext, readFirstPaint, type ServedRemote } from './federation/first-paint';
import { loadRemoteOnce } from './federation/remote-modules';
import { registerFromRegistry } from './federation/remotes';
import { readRouteTable } from './federation/route-table';
import { useAuthStore } from './stores/auth-store';

async function start() {
  const config = await fetchRuntimeConfig();
  // The header must be right on every page, so the stored token is checked at start, in the background.
  void useAuthStore.getState().start(createApiClient(config), window.location.pathname);
  // A registry that cannot be read leaves the remotes unregistered: their routes show the fallback panel,
  // everything else works.
  await registerFromRegistry(config.registryUrl).catch((error) => console.error('[shell] registry', error));
  const served = await servedRemote();
  const router = createBrowserRouter(createRoutes(readRouteTable()));
  const app = (
    <ShellRoot config={config}>
      <FirstPaintContext.Provider value={served}>
        <RouterProvider router={router} />
      </FirstPaintContext.Provider>
    </ShellRoot>
  );
  const container = document.getElementById('root')!;
  // The site server rendered the page (its HTML is in the root): take it over. Without it (the dev server,
  // or a render that failed or ran out of time) the browser renders the page itself.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/**
 * The remote page the server drew into the HTML, loaded before hydration so the first render in the
 * browser draws the same page from the same data. If it cannot load (after its retries), its page throws
 * that error as it hydrates: the remote's error boundary reports it and shows the fallback panel, as it
 * would for a remote the browser could not load, without a second attempt on a half-loaded container.
 */
async function servedRemote(): Promise<ServedRemote | null> {
  const firstPaint = readFirstPaint();
  if (!firstPaint) return null;
  try {
    const module = await loadRemoteOnce<{ default: ServedRemote['Page'] }>(firstPaint.remote, './Page');
    return { ...firstPaint, Page: module.default };
  } catch (error) {
    return {
      ...firstPaint,
      Page: function UnavailableRemote() {
        throw error;
      },
    };
  }
}

void start();
