import { useEffect, useRef, useState, type DependencyList } from 'react';
import { useStaff } from './staff-context';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks again (after a change), keeping what is shown until the answer arrives. */
  reload(): void;
}

/**
 * One call's answer for a page: asked when `deps` change (the previous call cancelled), its failure told
 * with the API's message. What was shown stays while the next answer is on its way, so a page of a table
 * does not blink away.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> {
  const { fail } = useStaff();
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; failed: boolean }>({ data: undefined, loading: true, failed: false });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, failed: true }));
        fail(error);
      },
    );
    return () => controller.abort();
    // The caller names what the call depends on (`deps`); the latest `load` is read through its ref.
  }, [...deps, version, fail]);

  return { ...state, reload: () => setVersion((n) => n + 1) };
}
