import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import type { RuntimeConfig } from '@tenants/shared';
import { RuntimeConfigProvider } from './runtime-config';

/** What wraps the router in the browser and on the server alike, so hydration meets the same tree. */
export function ShellRoot({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  // `<html data-hydrated>` once the page is live in the browser (hydrated or drawn): tests and monitoring
  // wait on it rather than on a guess.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RuntimeConfigProvider value={config}>
      {children}
      <Toaster position="top-center" />
    </RuntimeConfigProvider>
  );
}
