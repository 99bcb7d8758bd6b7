import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { RuntimeConfig } from '@tenants/shared/core';
import { RuntimeConfigProvider } from './runtime-config';
import { useSharedApiInUse } from './shared-api';

// Toasts come only from code that uses the full shared package (a form sent, a remote's page), so the
// toaster is fetched when that code is, not with the page's start-up. A toast raised before it arrives is
// kept by the library and shown when it does.
const Toaster = lazy(() => import('react-hot-toast').then((toast) => ({ default: toast.Toaster })));

/** What wraps the router in the browser and on the server alike, so hydration meets the same tree. */
export function ShellRoot({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const toasts = useSharedApiInUse();
  // `<html data-hydrated>` once the page is live in the browser (hydrated or drawn): tests and monitoring
  // wait on it rather than on a guess.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RuntimeConfigProvider value={config}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster position="top-center" />
        </Suspense>
      )}
    </RuntimeConfigProvider>
  );
}
