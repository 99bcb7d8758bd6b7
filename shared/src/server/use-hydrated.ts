import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once in
 * a page the browser renders itself). What only the browser can show (a remote loaded at run time) waits
 * for it, so the first browser render matches the server's markup exactly.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
