import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { createApiClient } from '@tenants/shared';
import '@tenants/shared/tokens.css';
import '@tenants/shared/ui.css';
import { fetchRuntimeConfig, RuntimeConfigProvider } from './app/runtime-config';
import { routes } from './app/router';
import { registerFromRegistry } from './federation/remotes';
import { useAuthStore } from './stores/auth-store';

async function start() {
  const config = await fetchRuntimeConfig();
  // The header must be right on every page, so the stored token is checked once here, in the background.
  const auth = useAuthStore.getState();
  auth.restore();
  void auth.checkToken(createApiClient(config));
  // A registry that cannot be read leaves the remotes unregistered: their routes show the fallback panel,
  // everything else works.
  await registerFromRegistry(config.registryUrl).catch((error) => console.error('[shell] registry', error));
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <RuntimeConfigProvider value={config}>
      <RouterProvider router={router} />
      <Toaster position="top-center" />
    </RuntimeConfigProvider>,
  );
}

void start();
