import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useHydrated, type RuntimeConfig } from '@tenants/shared/core';
import { RuntimeConfigProvider } from './runtime-config';

// The toaster only shows what happens after the visitor acts, so it is fetched once the page is live, not
// with the page's start-up. A toast raised before it arrives is kept by the library and shown when it does.
const Toaster = lazy(() => import('react-hot-toast').then((toast) => ({ default: toast.Toaster })));

/** What wraps the router in the browser and on the server alike, so hydration meets the same tree. */
export function ShellRoot({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const hydrated = useHydrated();
  // `<html data-hydrated>` once the page is live in the browser (hydrated or drawn): tests and monitoring
  // wait on it rather than on a guess.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RuntimeConfigProvider value={config}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="top-center" />
        </Suspense>
      )}
    </RuntimeConfigProvider>
  );
}
