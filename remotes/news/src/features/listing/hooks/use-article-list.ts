import { useEffect, useRef, useState } from 'react';
import { articleCategories, type CategoryId } from '@tenants/shared/core';
import type { Article, FirstPaintData } from '@tenants/shared';
import type { ArticlesApi } from '../../articles/api/articles-api';
import { firstPaintFallThrough, firstPaintList, firstPaintUnavailable } from '../../articles/api/first-paint';
import type { ListingParams } from './use-listing-params';

export interface ArticleListState {
  loading: boolean;
  /** The last fetch failed: no "nothing found" message then, since nothing was searched (docs/product/news.md). */
  failed: boolean;
  articles: Article[];
  totalPage: number;
  /** Asks for the same page again (after a failed fetch). */
  retry(): void;
}

type Result = { articles: Article[]; totalPage: number };
const keyOf = (p: ListingParams) => `${p.categoryId}|${p.page}|${p.keyword}`;

/**
 * Fetches the page the URL asks for. When it is empty, tries News, Hot Topics and Insights in that order
 * (page 1, same keyword) and switches to the first with results (docs/product/news.md); the answer already fetched is
 * kept so the switch does not fetch it again. A failed fetch is logged and ends the loading state with
 * `failed` (the page offers to try again). Answers to superseded requests are dropped. A listing the server drew (`data`) is shown at
 * once and not fetched again; an empty one is fetched, so the fallthrough above still happens.
 */
export function useArticleList(api: ArticlesApi, params: ListingParams, switchTo: (categoryId: CategoryId) => void, data?: FirstPaintData): ArticleListState {
  const [served] = useState(() => {
    const result = firstPaintList(data, params);
    // An empty listing the server already searched every category for is the answer as it stands.
    const nowhere = firstPaintFallThrough(data, params)?.categoryId === null;
    return result && (result.articles.length || nowhere) ? { key: keyOf(params), result } : null;
  });
  // The server could not load the listing either (it drew the "try again" message and answered 503).
  const [unavailable] = useState(() => !served && firstPaintUnavailable(data));
  const [state, setState] = useState<Omit<ArticleListState, 'retry'>>(() =>
    served ? { loading: false, failed: false, ...served.result } : { loading: !unavailable, failed: unavailable, articles: [], totalPage: 0 },
  );
  const [attempt, setAttempt] = useState(0);
  const skipFirst = useRef(unavailable);
  const prefetched = useRef<{ key: string; result: Result } | null>(served);
  const switchRef = useRef(switchTo);
  switchRef.current = switchTo;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const key = keyOf(params);
    const show = (result: Result) => {
      if (!signal.aborted) setState({ loading: false, failed: false, ...result });
    };

    if (skipFirst.current) {
      skipFirst.current = false;
      return () => controller.abort();
    }
    if (prefetched.current?.key === key) {
      show(prefetched.current.result);
      prefetched.current = null;
      return () => controller.abort();
    }

    setState((current) => ({ ...current, loading: true, failed: false }));
    (async () => {
      const result = await api.getArticleList(params, signal);
      if (result.articles.length) return show(result);
      for (const { id } of articleCategories) {
        if (id === params.categoryId && params.page === 1) continue;
        const other = await api.getArticleList({ ...params, categoryId: id, page: 1 }, signal);
        if (other.articles.length) {
          prefetched.current = { key: keyOf({ ...params, categoryId: id, page: 1 }), result: other };
          if (!signal.aborted) switchRef.current(id);
          return undefined;
        }
      }
      return show({ articles: [], totalPage: 0 });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      console.error('Could not load the articles', error);
      setState((current) => ({ ...current, loading: false, failed: true }));
    });
    return () => controller.abort();
  }, [api, params, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
