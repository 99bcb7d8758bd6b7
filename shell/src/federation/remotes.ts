import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@tenants/shared/core';
import { pinSingletonsToShell } from './pin-singletons';

/**
 * The registry as the site serves it: remote name → manifest URL. Checked by hand rather than with the
 * contract's zod schema (`remoteRegistrySchema`, the same rule), which would put the schema library into
 * every page's start-up for one object of strings.
 */
function asRegistry(value: unknown): RemoteRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Remote registry is not an object');
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || entry === '') throw new Error(`Remote registry entry ${name} is not a URL`);
  }
  return value as RemoteRegistry;
}

/**
 * Registers the remotes named in the run-time registry (name → manifest URL). The shell is built with no
 * remote URLs in it, so releasing or rolling back a remote never rebuilds the shell.
 */
export async function registerFromRegistry(registryUrl: string): Promise<RemoteRegistry> {
  const response = await fetch(registryUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  const registry = asRegistry(await response.json());
  // On every remote's runtime (a remote asks for its singletons through its own), and on the shell's,
  // which was made before this ran and is the one that starts each remote's container.
  const pinning = pinSingletonsToShell();
  registerGlobalPlugins([pinning]);
  registerPlugins([pinning]);
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({
      name,
      entry: new URL(entry, window.location.href).toString(),
    })),
    { force: true },
  );
  return registry;
}

/** Loads one exposed module of a remote, e.g. ('news', './Page'). */
export async function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote ${remote} did not provide ${exposed}`);
  return module;
}
