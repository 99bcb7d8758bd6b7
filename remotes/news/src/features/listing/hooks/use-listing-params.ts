import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths, readListingQuery, type ListingQuery } from '@tenants/shared/core';

export type ListingParams = ListingQuery;

/** The listing asked for by an address's query; missing or bad values give News, page 1, no keyword. */
export const parseListingParams = (searchParams: URLSearchParams): ListingParams =>
  readListingQuery({ page: searchParams.get('page'), categoryId: searchParams.get('category'), keyword: searchParams.get('keyword') });

/**
 * The query of the listing `next` changes `current` to: page and category always, the keyword when there is
 * one. Both the client-side update and the links that do the same without JavaScript (the tabs) use it.
 */
export function listingSearch(current: URLSearchParams, next: Partial<ListingParams>): URLSearchParams {
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
}

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
      setSearchParams((current) => listingSearch(current, next), { replace: options.replace });
    },
    [setSearchParams],
  );
  /** The address of the listing `next` asks for, as a link's href. */
  const hrefFor = useCallback((next: Partial<ListingParams>) => `${paths.news}?${listingSearch(searchParams, next).toString()}`, [searchParams]);

  return [params, update, hrefFor] as const;
}
