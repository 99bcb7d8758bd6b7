import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListingQuery, type ListingQuery } from '@tenants/shared/core';

export type ListingParams = ListingQuery;

/** The listing asked for by an address's query; missing or bad values give News, page 1, no keyword. */
export const parseListingParams = (searchParams: URLSearchParams): ListingParams =>
  readListingQuery({ page: searchParams.get('page'), categoryId: searchParams.get('category'), keyword: searchParams.get('keyword') });

/**
 * The listing's state lives in the URL (page, category, keyword; docs/product/news.md), so a link, a reload and the
 * browser's back and forward buttons all show the same listing. Missing or bad values fall back to News,
 * page 1, no keyword (docs/product/news.md).
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListingParams(searchParams), [searchParams]);

  /** Writes the listing state; `replace` for corrections the visitor did not ask for (the fallthrough). */
  const update = useCallback(
    (next: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const merged = {
            page: Number(current.get('page')) || 1,
            category: current.get('category') ?? '1',
            keyword: current.get('keyword') ?? '',
            ...(next.page !== undefined && { page: next.page }),
            ...(next.categoryId !== undefined && { category: String(next.categoryId) }),
            ...(next.keyword !== undefined && { keyword: next.keyword }),
          };
          const out = new URLSearchParams({ page: String(merged.page), category: merged.category });
          if (merged.keyword) out.set('keyword', merged.keyword);
          return out;
        },
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
