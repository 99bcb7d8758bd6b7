import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list page's filter kept in the address's query, so a reload, a shared link and Back keep it. `read`
 * gives the named values ('' when absent); `update` sets some (empty ones are dropped) and goes back to
 * page 1 unless the page itself is what changes. Each change is a new history entry.
 */
export function useQueryState<K extends string>(keys: readonly K[]) {
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

  return { values, page, update, query };
}
