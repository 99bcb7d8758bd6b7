import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import '@tenants/shared/tokens.css';
import '@tenants/shared/ui.css';
import { fetchRuntimeConfig, RuntimeConfigProvider } from './app/runtime-config';
import { registerFromRegistry } from './federation/remotes';
import { router } from './app/router';

async function start() {
  const config = await fetchRuntimeConfig();
  // A registry that cannot be read leaves the remotes unregistered: their routes show the fallback panel,
  // everything else works.
  await registerFromRegistry(config.registryUrl).catch((error) => console.error('[shell] registry', error));
  createRoot(document.getElementById('root')!).render(
    <RuntimeConfigProvider value={config}>
      <RouterProvider router={router} />
      <Toaster position="top-center" />
    </RuntimeConfigProvider>,
  );
}

void start();
