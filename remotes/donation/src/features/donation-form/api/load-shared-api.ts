import { lazyModule, useLazyApiClient as useLazyClient } from '@tenants/shared/core';
import type { RemoteProps } from '@tenants/shared';

export type SharedApi = typeof import('./shared-api');

/** The full shared package and the donation form's checks and call, fetched when the visitor starts on the form (shared `lazyModule`). */
const sharedApi = lazyModule<SharedApi>(() => import(/* webpackChunkName: "donation-api" */ './shared-api'));
export const loadSharedApi = sharedApi.load;
export const preloadSharedApi = sharedApi.preload;

/** The page's API client, made on first use from that module. */
export const useLazyApiClient = (props: Pick<RemoteProps, 'session' | 'config'>) => useLazyClient(loadSharedApi, props);
