import type { InitialEntry, Location, NavigationType, Path } from 'react-router';
import type { Navigator } from './context';
import { createPath, parsePath } from './path';

/** The navigation types as react-router's types spell them (an enum there; plain strings at run time). */
type Kind = 'POP' | 'PUSH' | 'REPLACE';

export interface Update {
  action: NavigationType;
  location: Location;
}
/** A navigator that also tells its router what it shows and what changed. */
export interface History extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: Update) => void): () => void;
}

/** A new entry's key: random, so two visits of one address are told apart (scroll positions are kept by key). */
const createKey = () => Math.random().toString(36).slice(2, 10);

/**
 * What the browser's and the memory history share: a new entry gets a new key, and every change (a push,
 * a replace, a move through the entries) is told to the router.
 */
function createHistory(
  read: () => Location,
  write: (location: Location, replace: boolean) => void,
  go: (delta: number, moved: () => void) => void,
  listenToMoves: (moved: () => void) => () => void,
): History {
  let action = 'POP' as NavigationType;
  let listener: ((update: Update) => void) | undefined;
  const emit = (next: Kind) => {
    action = next as NavigationType;
    listener?.({ action, location: read() });
  };
  const moved = () => emit('POP');
  const navigate = (replace: boolean) => (to: Path, state?: unknown) => {
    write({ ...to, state: state ?? null, key: createKey() }, replace);
    emit(replace ? 'REPLACE' : 'PUSH');
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return read();
    },
    listen(next) {
      listener = next;
      const stop = listenToMoves(moved);
      return () => {
        listener = undefined;
        stop();
      };
    },
    push: navigate(false),
    replace: navigate(true),
    go: (delta) => go(delta, moved),
  };
}

/**
 * The browser's history. Each entry's `history.state` is `{ usr, key, idx }` as react-router writes it (the
 * app's state, the entry's key, its position), so an entry written before a reload, or by react-router
 * itself, reads the same. An entry the router did not write (the first page of a visit, a plain #anchor)
 * has key 'default'.
 */
export function createBrowserHistory(): History {
  const history = window.history;
  const stored = () => history.state as { usr?: unknown; key?: string; idx?: number } | null;
  if (stored()?.idx == null) history.replaceState({ ...stored(), idx: 0 }, '');
  return createHistory(
    () => {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: stored()?.usr || null, key: stored()?.key || 'default' };
    },
    (location, replace) => {
      const url = createPath(location);
      const state = { usr: location.state, key: location.key, idx: (stored()?.idx ?? 0) + (replace ? 0 : 1) };
      if (replace) return history.replaceState(state, '', url);
      try {
        history.pushState(state, '', url);
      } catch (error) {
        // A state the browser cannot store is the app's mistake; anything else (Safari's limit on
        // pushState calls) falls back to loading the address.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
      }
    },
    // The browser moves, then tells (popstate).
    (delta) => history.go(delta),
    (moved) => {
      window.addEventListener('popstate', moved);
      return () => window.removeEventListener('popstate', moved);
    },
  );
}

/** History kept in memory: the entries given (the first one keyed 'default'), at `initialIndex` (the last by default). */
export function createMemoryHistory(initialEntries: InitialEntry[] = ['/'], initialIndex?: number): History {
  const entries: Location[] = initialEntries.map((given, i) => {
    const { state, key, ...path } = (typeof given === 'string' ? parsePath(given) : given) as Partial<Location>;
    return { pathname: '/', search: '', hash: '', ...path, state: state ?? null, key: key || (i ? createKey() : 'default') } as Location;
  });
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  return createHistory(
    () => entries[index],
    (location, replace) => (replace ? (entries[index] = location) : entries.splice(++index, entries.length, location)),
    (delta, moved) => {
      index = clamp(index + delta);
      moved();
    },
    () => () => undefined,
  );
}
