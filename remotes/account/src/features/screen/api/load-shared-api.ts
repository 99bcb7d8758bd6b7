import { lazyModule, useLazyApiClient as useLazyClient } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';

export type SharedApi = typeof import('./shared-api');

/** The full shared package and the account screens' checks and calls, fetched when the visitor starts on the form (shared `lazyModule`). */
const sharedApi = lazyModule<SharedApi>(() => import(/* webpackChunkName: "account-api" */ './shared-api'));
export const loadSharedApi = sharedApi.load;
export const preloadSharedApi = sharedApi.preload;

/** The page's API client, made on first use from that module. */
export const useLazyApiClient = (props: Pick<RemoteProps, 'session' | 'config'>) => useLazyClient(loadSharedApi, props);

/** What `useLazyApiClient` gives: the full package's calls and the page's client. */
export type Connected = Awaited<ReturnType<ReturnType<typeof useLazyApiClient>>>;
export type Connect = () => Promise<Connected>;

/**
 * The account screens' refusals, told as toasts (docs/product/accounts-and-guides.md). The toasts come with the
 * full package, fetched by then: the check that found the problem needs it.
 */
export function toastError(message: string) {
  loadSharedApi().then(
    (shared) => shared.notify.error(message),
    () => undefined,
  );
}
