import { useEffect } from 'react';
import { useLocation, useMatches, type Params } from 'react-router-dom';
import { donationStoragePrefix, remoteForPath } from '@tenants/shared';
import { useRuntimeConfig } from './runtime-config';

/** What a route declares in its `handle`: its document title (null for none, e.g. an unknown service slug). */
export interface RouteHandle {
  title: string | ((params: Params) => string | null);
}

/** Each new page starts at the top (the browser keeps the old offset on client-side navigation). */
export function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The donation flow keeps amount and billing details in session storage; leaving it for any other page
 * clears them (SPEC §4). The donation remote is not loaded there, so the shell does it.
 */
export function useDonationStorageCleanup() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (remoteForPath(pathname) === 'donation') return;
    const keys: string[] = [];
    for (let i = 0; i < window.sessionStorage.length; i += 1) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(donationStoragePrefix)) keys.push(key);
    }
    keys.forEach((key) => window.sessionStorage.removeItem(key));
  }, [pathname]);
}

/** The title declared by the deepest matching route that declares one. */
function pageTitle(matches: ReturnType<typeof useMatches>): string | null {
  for (const match of [...matches].reverse()) {
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title === undefined) continue;
    return typeof title === 'function' ? title(match.params) : title;
  }
  return null;
}

/** "Page | Product"; the product alone on home. */
export function useDocumentTitle() {
  const page = pageTitle(useMatches());
  const { brand } = useRuntimeConfig();
  const title = page ? `${page} | ${brand.product}` : brand.product;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
