import type { RemoteRegistry } from '@tenants/shared/core';
import { markSharedApiInUse } from '../app/shared-api';
import { installContainerRuntime } from './container-runtime';
import { integrityPlugin, pageIntegrity, type IntegrityChecks } from './integrity';
import { shellShares } from './shell-shares';

/**
 * The shell as a Module Federation host, made at run time from the tab's version set: the remotes it may load
 * (name → manifest URL) and the share scope of its own copies. Its own chunk (`federation`), fetched when a
 * page first needs a remote, so content pages start without it.
 *
 * It speaks the containers' protocol itself (docs/decisions/0023-the-shells-own-federation-runtime.md): read
 * the remote's manifest, run its entry, `init` it with the share scope, `get` the exposed module. Module
 * Federation's runtime did this with 19.5 kB gz of code every remote page loaded; this is about 2.
 */
export interface FederationHost {
  /** Loads one exposed module of a remote, by `remote/Exposed` (e.g. `news/Page`). */
  loadRemote<T>(id: string): Promise<T>;
}

interface Container {
  init(shareScope: object, initScope: unknown[], options: object): unknown;
  get(exposed: string): Promise<() => unknown>;
}

interface Manifest {
  name?: string;
  metaData?: { globalName?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

/** Runs a script once, with the attributes the integrity checks give it; a failed load may be tried again. */
function runScript(scripts: Map<string, Promise<void>>, url: string, checks: IntegrityChecks): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const attrs: Record<string, string> = {};
      checks.createScript({ url, attrs });
      for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
      script.src = url;
      script.onload = () => resolve();
      // A refused hash fails here too: the browser runs none of the file.
      script.onerror = () => reject(new Error(`Failed to load script ${url}`));
      document.head.appendChild(script);
    });
    scripts.set(url, loading);
    loading.catch(() => scripts.delete(url));
  }
  return loading;
}

/** Where the entry is: beside the manifest (the builds' `publicPath: 'auto'`) unless it names a public path. */
function entryOf(manifest: Manifest, manifestUrl: string) {
  const meta = manifest.metaData ?? {};
  const entry = meta.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} is not a Module Federation manifest`);
  const base = meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl).href : manifestUrl;
  return { url: new URL(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name, base).href, global: meta.globalName || manifest.name };
}

export function startFederation(registry: RemoteRegistry): FederationHost {
  const scopes = { default: shellShares() };
  installContainerRuntime(scopes, (pkgName) => {
    if (pkgName === '@tenants/shared') markSharedApiInUse();
  });
  const checks = integrityPlugin(registry, pageIntegrity());
  const containers = new Map<string, Promise<Container>>();
  const scripts = new Map<string, Promise<void>>();

  async function start(name: string, step: { now: string }): Promise<Container> {
    const given = registry[name];
    if (!given) throw new Error(`there is no remote ${name} in this version set`);
    const manifestUrl = new URL(given, window.location.href).href;
    step.now = 'manifest';
    const response = await checks.fetch(manifestUrl, {});
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    const entry = entryOf((await response.json()) as Manifest, manifestUrl);
    step.now = 'entry';
    await runScript(scripts, entry.url, checks);
    const container = entry.global ? (globalThis as unknown as Record<string, Container | undefined>)[entry.global] : undefined;
    if (typeof container?.init !== 'function') throw new Error(`${entry.url} made no container ${entry.global}`);
    step.now = 'init';
    // The options Module Federation's host gives: the container's runtime takes the page's share scope.
    await container.init(scopes.default, [], { version: '', shareScopeKeys: 'default', shareScopeMap: scopes });
    return container;
  }

  return {
    async loadRemote<T>(id: string) {
      const [name, ...path] = id.split('/');
      const step = { now: 'manifest' };
      try {
        let container = containers.get(name);
        if (!container) {
          container = start(name, step);
          containers.set(name, container);
          // A container that could not start is started afresh next time (the with-retry policy decides when).
          container.catch(() => containers.delete(name));
        }
        const ready = await container;
        step.now = 'get';
        const factory = await ready.get(`./${path.join('/')}`);
        return factory() as T;
      } catch (error) {
        // The shell's boundary shows the remote's fallback panel; the reason stays in the message.
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Remote ${id} could not be loaded (${step.now}): ${reason}`);
      }
    },
  };
}
