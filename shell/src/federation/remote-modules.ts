import { remoteForPath } from '@tenants/shared/core';
import { loadRemoteModule } from './remotes';
import { remoteRouteTable } from './route-table';
import { isVersionRefusal, withRetry } from './with-retry';

/**
 * One load per exposed module, shared by the page that renders it and by preloading, so hovering a link
 * and then clicking it fetches the remote once.
 */
const loads = new Map<string, Promise<unknown>>();
/** Modules already here, so a preloaded page renders at once instead of suspending for a tick. */
const loaded = new Map<string, unknown>();

export const loadedModule = <T>(remote: string, exposed: string) => loaded.get(`${remote}/${exposed}`) as T | undefined;

export function loadRemoteOnce<T>(remote: string, exposed: string): Promise<T> {
  const key = `${remote}/${exposed}`;
  let load = loads.get(key) as Promise<T> | undefined;
  if (!load) {
    load = withRetry(`Remote ${key}`, () => loadRemoteModule<T>(remote, exposed));
    loads.set(key, load);
    load.then(
      (module) => loaded.set(key, module),
      () => undefined,
    );
    // Forgotten so the next use tries afresh, unless trying again cannot help: a refused version stays
    // refused, and loading it again would run a half-initialised container.
    load.catch((error: unknown) => {
      if (loads.get(key) === load && !isVersionRefusal(error)) loads.delete(key);
    });
  }
  return load;
}

/** Starts loading the remote that owns `href` (a same-origin link), so its page opens without a wait. */
export function preloadRoute(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  const remote = remoteForPath(url.pathname, remoteRouteTable());
  // A failed preload is not the visitor's problem yet: the page's own load retries and shows the fallback.
  if (remote) loadRemoteOnce(remote, './Page').catch(() => undefined);
  return remote;
}
