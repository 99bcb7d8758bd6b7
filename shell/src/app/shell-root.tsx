import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import type { RuntimeConfig } from '@tenants/shared';
import { RuntimeConfigProvider } from './runtime-config';

/** What wraps the router in the browser and on the server alike, so hydration meets the same tree. */
export function ShellRoot({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigProvider value={config}>
      {children}
      <Toaster position="top-center" />
    </RuntimeConfigProvider>
  );
}
