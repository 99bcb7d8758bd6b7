import { useMemo, useRef } from 'react';
import type { AxiosInstance } from 'axios';
import type { RuntimeConfig } from './config/brand';
import type { RemoteProps } from './session';

/**
 * A module a page fetches only when it first needs it (the whole shared package with a remote's checks and
 * calls): once per page, again after a failed attempt. `preload` starts it on the visitor's first move on a
 * form, so Continue and Submit do not wait on the network; never at page load, so a visit that only reads
 * loads none of it.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    load: get,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

/** What a lazily loaded API module must offer: the shared package's client factory. */
export interface ApiModule {
  createApiClient(config: Pick<RuntimeConfig, 'apiBase'>, getToken?: () => string | null): AxiosInstance;
}

/**
 * The page's API client, made on first use from the lazily loaded module, with the session's token read as
 * each request goes out (the same client the shared `useApiClient` gives, without loading it at first paint).
 */
export function useLazyApiClient<T extends ApiModule>(load: () => Promise<T>, { session, config }: Pick<RemoteProps, 'session' | 'config'>) {
  const token = useRef(session.token);
  token.current = session.token;
  return useMemo(() => {
    let client: AxiosInstance | undefined;
    return async () => {
      const api = await load();
      client ??= api.createApiClient(config, () => token.current);
      return { api, client };
    };
  }, [config, load]);
}
