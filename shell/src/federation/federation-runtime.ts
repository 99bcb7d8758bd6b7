import { createInstance, registerGlobalPlugins, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { RemoteRegistry } from '@tenants/shared/core';
import { integrityPlugin, pageIntegrity } from './integrity';
import { pinSingletonsToShell } from './pin-singletons';
import shellRuntimePlugin from './runtime-plugin';
import { shellShares } from './shell-shares';

/**
 * The shell as a Module Federation host, made at run time from the tab's version set: the remotes it may
 * load (name → manifest URL), the shared modules it provides, and its plugins. Its own chunk
 * (`federation`), fetched when a page first needs a remote, so content pages start without it.
 */
export function startFederation(registry: RemoteRegistry): ModuleFederation {
  // The remotes are built without a runtime of their own (`externalRuntime`, shared/src/mf/webpack-app.cjs):
  // each container takes this one, the page's only copy, from the global the federation plugin names.
  Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  // On every remote's runtime (a remote asks for its singletons through its own), and on the shell's, the
  // one that starts each remote's container.
  const pinning = pinSingletonsToShell();
  registerGlobalPlugins([pinning]);
  return createInstance({
    name: 'shell',
    remotes: Object.entries(registry).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).toString() })),
    shared: shellShares(),
    shareStrategy: 'loaded-first',
    plugins: [shellRuntimePlugin(), pinning, integrityPlugin(registry, pageIntegrity())],
  });
}
