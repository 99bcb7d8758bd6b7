import * as zustand from 'zustand';
import { hostName, type Factory, type ShareScope } from './share-scope';

/** Each key's version and sharing rule, from the build (shared/src/mf/shared-deps.cjs `hostShares`). */
declare const __SHELL_SHARES__: Record<string, { version: string; shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean } }>;

type Provider = { lib: Factory } | { get: () => Promise<Factory> };

/*
 * The shell's own copies of the shared modules, as the federation plugin would have provided them: the
 * module's own exports (a CommonJS module's `module.exports`, hence `require`), not a namespace made around
 * them. What every page runs on already (React, React DOM, the router, the store) is handed over as it is;
 * the rest is fetched when a remote first asks for it, each in a chunk of its own named after its key
 * (`share-<key>`) so the site server can name it among a remote page's scripts (load-plan-plugin.cjs).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above: the modules' own exports */
const later = (load: () => Promise<unknown>): Provider => ({ get: () => load().then((module) => () => module) });
const providers: Record<string, Provider> = {
  react: { lib: () => require('react') },
  'react-dom': { lib: () => require('react-dom') },
  // The names of react-router the apps use, not the whole package (shared/src/mf/react-router-dom.ts).
  'react-router-dom': { lib: () => require('@tenants/shared/mf/react-router-dom') },
  // An ES module's namespace is its exports: `require` would take the package's CommonJS build, a second copy.
  zustand: { lib: () => zustand },
  axios: later(() => import(/* webpackChunkName: "share-axios" */ 'axios')),
  'react-hot-toast': later(() => import(/* webpackChunkName: "share-react-hot-toast" */ 'react-hot-toast')),
  '@tenants/shared': later(() => import(/* webpackChunkName: "share-tenants-shared" */ '@tenants/shared')),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The page's share scope as the shell starts it: every key the build declares, with the shell's copy. */
export function shellShares(): ShareScope {
  return Object.fromEntries(
    Object.entries(__SHELL_SHARES__).map(([key, { version, shareConfig }]) => {
      const provider = providers[key];
      if (!provider) throw new Error(`The shell has no copy of the shared module ${key}`);
      const loaded = 'lib' in provider;
      return [key, { [version]: { version, shareConfig, from: hostName, scope: ['default'], useIn: [], loaded, strategy: 'loaded-first', ...provider } }];
    }),
  );
}
