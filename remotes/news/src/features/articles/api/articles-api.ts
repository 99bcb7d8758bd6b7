import { useCallback, useMemo, useState } from 'react';
import type { Article, RuntimeConfig } from '@tenants/shared';
import type { ArticleListParams, ArticleListPayload } from './get-article-list';

/** The API calls of the news pages (docs/product/api.md), each rejecting when the call fails. */
export interface ArticlesApi {
  getArticleList(params: ArticleListParams, signal?: AbortSignal): Promise<ArticleListPayload>;
  getArticle(alias: string, signal?: AbortSignal): Promise<Article>;
}

/** The full shared package and the calls made with it, fetched once, on first use. */
export const loadSharedApi = () => import(/* webpackChunkName: "news-api" */ './shared-api');

/** The lazily loaded calls and the page's client, made once they are here. */
export type Connection = { calls: Awaited<ReturnType<typeof loadSharedApi>>; client: import('axios').AxiosInstance };

/**
 * The news pages' way to the API in the browser (articles and newsletters alike). Nothing is loaded until
 * the first call: the pages the server drew come with their data, and the full shared package (axios, zod)
 * is only fetched once the visitor asks for something else. The pages are public: no token goes with these
 * calls.
 *
 * A failure to load that code is not a failed call: `onLoadFailure` hears of it, and the call is left
 * pending rather than rejected when it has dealt with it (returns true). Otherwise the call rejects, and
 * the next call tries to load again.
 */
export function lazyConnection(config: RuntimeConfig, onLoadFailure?: (error: unknown) => boolean): () => Promise<Connection> {
  let ready: Promise<Connection> | undefined;
  function connect() {
    return loadSharedApi().then((calls) => ({ calls, client: calls.createApiClient(config) }));
  }
  return () =>
    (ready ??= connect().catch((error: unknown) => {
      ready = undefined;
      return onLoadFailure?.(error) ? new Promise<never>(() => undefined) : Promise.reject(error);
    }));
}

/** The API as the browser calls it for the article pages (see `lazyConnection`). */
export function createArticlesApi(config: RuntimeConfig, onLoadFailure?: (error: unknown) => boolean): ArticlesApi {
  const api = lazyConnection(config, onLoadFailure);
  return {
    getArticleList: async (params, signal) => {
      const { calls, client } = await api();
      return calls.getArticleList(client, params, signal);
    },
    getArticle: async (alias, signal) => {
      const { calls, client } = await api();
      return calls.getArticle(client, alias, signal);
    },
  };
}

/**
 * A page's answer to its API code failing to load (the page's shared package refused as another major, or
 * its files out of reach): this remote failing to load, as when the package came with the remote. It is
 * thrown into the page, so the shell shows its fallback panel with "Try again", and the page does not take
 * it for an empty or missing answer (no "nothing found", no 404).
 */
export function useRaiseLoadFailure(): (error: unknown) => boolean {
  const [, setState] = useState(0);
  return useCallback((error: unknown) => {
    setState(() => {
      throw error;
    });
    return true;
  }, []);
}

/** The article API for a page (see `useRaiseLoadFailure`). */
export function useArticlesApi(config: RuntimeConfig): ArticlesApi {
  const raise = useRaiseLoadFailure();
  return useMemo(() => createArticlesApi(config, raise), [config, raise]);
}

/** Pictures live on the API host (docs/product/api.md: the API host plus Media.path). */
export const mediaUrl = (config: Pick<RuntimeConfig, 'apiBase'>, mediaPath: string) => `${config.apiBase}${mediaPath}`;
