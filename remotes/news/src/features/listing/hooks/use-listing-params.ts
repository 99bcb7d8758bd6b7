import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { articleListQuerySchema, type CategoryId } from '@tenants/shared';

export interface ListingParams {
  page: number;
  categoryId: CategoryId;
  keyword: string;
}

/** The listing asked for by an address's query; missing or bad values give News, page 1, no keyword. */
export function parseListingParams(searchParams: URLSearchParams): ListingParams {
  const parsed = articleListQuerySchema.parse({
    page: searchParams.get('page') ?? undefined,
    categoryId: searchParams.get('category') ?? undefined,
    keyword: searchParams.get('keyword') ?? undefined,
  });
  return { ...parsed, categoryId: parsed.categoryId as CategoryId };
}

/**
 * The listing's state lives in the URL (page, category, keyword; SPEC §2), so a link, a reload and the
 * browser's back and forward buttons all show the same listing. Missing or bad values fall back to News,
 * page 1, no keyword (SPEC §4).
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
