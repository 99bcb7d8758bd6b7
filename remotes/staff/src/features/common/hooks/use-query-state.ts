import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What a list's filter form needs: the keyword, how to search, and how to clear (absent when nothing is set). */
export interface ListFilter {
  q: string;
  search(q: string): void;
  clear?: () => void;
}

/**
 * A list page's filter kept in the address's query, so a reload, a shared link and Back keep it. `read`
 * gives the named values ('' when absent); `update` sets some (empty ones are dropped) and goes back to
 * page 1 unless the page itself is what changes. Each change is a new history entry.
 */
const none: readonly never[] = [];

export function useQueryState<K extends string>(keys: readonly K[], { keep = none }: { keep?: readonly K[] } = {}) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>, [params, keys]);
  const page = Math.max(1, Math.min(10000, Number.parseInt(params.get('page') ?? '1', 10) || 1));

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch) as Array<[string, string | undefined]>) {
          if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      });
    },
    [setParams],
  );

  /** The API's query: the filter's values that are set, and the page. */
  const query = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of keys) if (values[key]) out[key] = values[key];
    out.page = String(page);
    return out;
  }, [keys, values, page]);

  /** The filter form's part: Clear empties every key but those kept (the chosen list on /staff/lists). */
  const filter = useMemo<ListFilter>(() => {
    const cleared = keys.filter((key) => !keep.includes(key));
    return {
      q: (values as Record<string, string>).q ?? '',
      search: (q) => update({ q } as Partial<Record<K | 'page', string>>),
      clear: cleared.some((key) => values[key])
        ? () => update(Object.fromEntries(cleared.map((key) => [key, ''])) as Partial<Record<K | 'page', string>>)
        : undefined,
    };
  }, [keys, keep, values, update]);

  return { values, page, update, query, filter };
}
