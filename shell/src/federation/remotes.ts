import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRegistrySchema, type RemoteName, type RemoteRegistry } from '@tenants/shared';

/**
 * Registers the remotes named in the run-time registry (name → manifest URL). The shell is built with no
 * remote URLs in it, so releasing or rolling back a remote never rebuilds the shell.
 */
export async function registerFromRegistry(registryUrl: string): Promise<RemoteRegistry> {
  const response = await fetch(registryUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  const registry = remoteRegistrySchema.parse(await response.json());
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
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote ${remote} did not provide ${exposed}`);
  return module;
}
