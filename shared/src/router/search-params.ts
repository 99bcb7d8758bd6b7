import { useCallback, useMemo, useRef, useState } from 'react';
import type * as Real from 'react-router';
import type { URLSearchParamsInit } from 'react-router';
import { useLocation, useNavigate } from './context';

/** Query parameters from a string, pairs, another URLSearchParams or a record (an array value repeats its key). */
function createSearchParams(init: URLSearchParamsInit = ''): URLSearchParams {
  return new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([key, value]) => (Array.isArray(value) ? value.map((one) => [key, one]) : [[key, value]])),
  );
}

/**
 * The address's query, and a setter that navigates to the same path with a new query (a new entry unless
 * `replace`). `defaultInit` fills keys the address lacks until the setter is first used.
 */
export const useSearchParams: typeof Real.useSearchParams = (defaultInit) => {
  const [defaults] = useState(() => createSearchParams(defaultInit));
  const set = useRef(false);
  const { search } = useLocation();
  const params = useMemo(() => {
    const found = createSearchParams(search);
    if (!set.current) defaults.forEach((_, key) => found.has(key) || defaults.getAll(key).forEach((value) => found.append(key, value)));
    return found;
  }, [search, defaults]);
  const navigate = useNavigate();
  const setParams = useCallback<ReturnType<typeof Real.useSearchParams>[1]>(
    (next, options) => {
      const query = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      set.current = true;
      void navigate(`?${query.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
};
