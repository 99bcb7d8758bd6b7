import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from '@tenants/shared';
import '@tenants/shared/tokens.css';
import '@tenants/shared/ui.css';
import { fetchRuntimeConfig } from './app/runtime-config';
import { routes } from './app/router';
import { ShellRoot } from './app/shell-root';
import { registerFromRegistry } from './federation/remotes';
import { useAuthStore } from './stores/auth-store';

async function start() {
  const config = await fetchRuntimeConfig();
  // The header must be right on every page, so the stored token is checked at start, in the background.
  void useAuthStore.getState().start(createApiClient(config), window.location.pathname);
  // A registry that cannot be read leaves the remotes unregistered: their routes show the fallback panel,
  // everything else works.
  await registerFromRegistry(config.registryUrl).catch((error) => console.error('[shell] registry', error));
  const router = createBrowserRouter(routes);
  const app = (
    <ShellRoot config={config}>
      <RouterProvider router={router} />
    </ShellRoot>
  );
  const container = document.getElementById('root')!;
  // The site server rendered the page (its HTML is in the root): take it over. Without it (the dev server,
  // or a render that failed or ran out of time) the browser renders the page itself.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
