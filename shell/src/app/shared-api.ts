import { useSyncExternalStore } from 'react';
import type { AxiosInstance } from 'axios';
import type { RuntimeConfig } from '@tenants/shared/core';

/*
 * The full shared package (contracts in zod, the axios API client, validation helpers, the toasts), fetched
 * the first time the page talks to the API: a stored token to check, a form sent, a member's guides, or a
 * remote's page (remotes use the whole package). None of it is needed to paint or hydrate a content page,
 * so it stays out of the start-up (a page's first load).
 */

let inUse = false;
const listeners = new Set<() => void>();

/** From now on something on the page can raise a toast (the shell then mounts its toaster). */
export function markSharedApiInUse() {
  if (inUse) return;
  inUse = true;
  listeners.forEach((listener) => listener());
}

/** Whether the full package has been asked for (by the shell or by a remote taking it). */
export const isSharedApiInUse = () => inUse;

/** False on the server, while hydrating and until the full package is asked for; true from then on. */
export const useSharedApiInUse = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSharedApiInUse,
    () => false,
  );

export function loadSharedApi() {
  markSharedApiInUse();
  return import('@tenants/shared');
}

export async function apiClient(config: Pick<RuntimeConfig, 'apiBase'>, getToken?: () => string | null): Promise<AxiosInstance> {
  const { createApiClient } = await loadSharedApi();
  return createApiClient(config, getToken);
}
