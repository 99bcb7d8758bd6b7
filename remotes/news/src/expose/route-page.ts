import { lazy, type ComponentType } from 'react';

/** One page of the remote, with its code in a chunk of its own. */
export interface RoutePage<P> {
  /** Renders the page, suspending only while its code is still on its way. */
  Page: ComponentType<P>;
  /** Fetches the page's code (once; a failed fetch is tried again on the next call). */
  load(): Promise<ComponentType<P>>;
}

/** A thenable that calls back at once, so React.lazy renders code that is already here without suspending. */
const settled = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A page loaded on demand. Unlike a bare React.lazy, a page whose code came before its first render (as
 * the build arranges for the address a visitor lands on) renders at once: hydration does not stop for it
 * and a page opened in the app shows no loading state in between. After a failed fetch the page gets a
 * fresh lazy component (React.lazy keeps its failure), so the shell's "Try again" really tries again.
 */
export function routePage<P extends object>(fetchPage: () => Promise<ComponentType<P>>): RoutePage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const lazyPage = () => lazy(() => (loaded ? settled({ default: loaded }) : load().then((component) => ({ default: component }))));
  const route: RoutePage<P> = { Page: lazyPage(), load };
  function load() {
    loading ??= fetchPage().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        route.Page = lazyPage();
        throw error;
      },
    );
    return loading;
  }
  return route;
}
