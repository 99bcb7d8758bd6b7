import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { FormResultContext, type FormResult, type RuntimeConfig } from '@tenants/shared/core';
import { SiteDataContext, type SiteData } from '../pages/content/site-data';
import { useShellLive } from './page-live';
import { RuntimeConfigProvider } from './runtime-config';
import { useSharedApiInUse } from './shared-api';

// Toasts come only from code that uses the full shared package (a form sent, a remote's page), so the
// toaster is fetched when that code is, not with the page's start-up. A toast raised before it arrives is
// kept by the library and shown when it does. Loaded from an effect, not React.lazy: a lazy toaster that
// suspended during the page's hydration held the whole page's commit until it came (on a phone the remote
// page went live 0.2–0.3 s later for a toaster nobody needed yet).
type ToasterType = ComponentType<{ position: 'top-center' }>;
function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  useEffect(() => {
    let current = true;
    import('react-hot-toast').then(
      (toast) => current && setToaster(() => toast.Toaster),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return Toaster ? <Toaster position="top-center" /> : null;
}

interface Props {
  config: RuntimeConfig;
  /** A form this page answers, sent without JavaScript (the site server's render, and the page's JSON in the browser). */
  formResult?: FormResult | null;
  /** The frame's data (settings and navigation): given by the site server, read from the page in the browser. */
  site: SiteData;
  children: ReactNode;
}

/** What wraps the router in the browser and on the server alike, so hydration meets the same tree. */
export function ShellRoot({ config, formResult = null, site, children }: Props) {
  const toasts = useSharedApiInUse();
  useShellLive();
  // `<html data-hydrated>` once the page is live in the browser (hydrated or drawn): tests and monitoring
  // wait on it rather than on a guess.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RuntimeConfigProvider value={config}>
      <SiteDataContext.Provider value={site}>
        <FormResultContext.Provider value={formResult}>{children}</FormResultContext.Provider>
      </SiteDataContext.Provider>
      {toasts && <LazyToaster />}
    </RuntimeConfigProvider>
  );
}
