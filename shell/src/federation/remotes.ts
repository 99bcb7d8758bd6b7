import { readPageJson, remoteVersionsElementId, type RemoteRegistry } from '@tenants/shared/core';
import type { FederationHost } from './federation-runtime';

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

/** The versions the page was drawn with, when the site server wrote them (not on the dev server). */
function pageVersions(): RemoteRegistry | undefined {
  const given = readPageJson(remoteVersionsElementId);
  try {
    return given === undefined ? undefined : asRegistry(given);
  } catch {
    return undefined;
  }
}

/** The version set this tab registered: the same for every in-app navigation, until a full page load. */
let registered: RemoteRegistry | undefined;
/** Its reading, which the federation host waits for (the dev server's page reads the registry first). */
let registering: Promise<RemoteRegistry> | undefined;
export const tabVersions = () => registered;

/**
 * Registers the remotes of this tab (name → manifest URL): the versions the site server drew the page with,
 * written into it, so the page hydrates on the code that drew it and keeps that code for the life of the tab
 * (a release in between changes nothing here; the next full page load gets the new set); only a page
 * without them (the dev server) reads the run-time registry. The shell is built with no remote URLs in it,
 * so releasing or rolling back a remote never rebuilds the shell.
 */
export function registerFromRegistry(registryUrl: string): Promise<RemoteRegistry> {
  registering = (async () => {
    let registry = pageVersions();
    if (!registry) {
      const response = await fetch(registryUrl, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
      registry = asRegistry(await response.json());
    }
    registered = registry;
    return registry;
  })();
  return registering;
}

/**
 * The federation runtime, fetched and made with the tab's version set the first time a page needs a remote
 * (federation-runtime.ts); a fetch that failed is tried again next time.
 */
let federation: Promise<FederationHost> | undefined;
function federationHost(): Promise<FederationHost> {
  // Made once the version set is known (a registry that could not be read leaves it without remotes: their
  // routes show the fallback panel).
  const versions = (registering ?? Promise.resolve(undefined)).catch(() => undefined);
  federation ??= Promise.all([versions, import(/* webpackChunkName: "federation" */ './federation-runtime')]).then(
    ([registry, { startFederation }]) => startFederation(registry ?? {}),
    (error: unknown) => {
      federation = undefined;
      throw error;
    },
  );
  return federation;
}

/** Loads one exposed module of a remote, e.g. ('news', './Page'). */
export async function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  const host = await federationHost();
  const module = await host.loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote ${remote} did not provide ${exposed}`);
  return module;
}
