import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { acceptsSharedVersion, type RemoteServerModule } from '@tenants/shared/model';
import { compileBuild, mtime, parseJson } from './compile-build';
import { releaseIntact } from './server-build-check';
import { readLoadPlan, readRouteChunk, type LoadPlan } from './load-plan';

/** Where a remote's server build sits in its version folder, beside the browser build's manifest. */
export const remoteServerFile = 'server/page.js';

/** What a version folder's `mf-manifest.json` tells the site server. */
export interface ReleaseFacts {
  /** The `@tenants/shared` range the release requires (its container refuses another major in the browser). */
  sharedRequired?: string;
  /** The files the browser fetches first for `./Page`: the entry and the expose's own chunks (for preloads). */
  firstFiles: string[];
  /** What each part of the release needs fetched (load-plan.ts). */
  loadPlan: LoadPlan;
  /** The chunk group the release fetches with its page at an address (its route's, when it has a table). */
  routeChunk(pathname: string): string | undefined;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; requiredVersion?: string }[];
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The remotes' server builds and release facts, loaded once per version folder (version folders never
 * change: a release is a new folder). A server build runs only when its folder still hashes to its name
 * (server-build-check.ts) and when the release would be accepted by the browser: the server never draws a
 * version whose container the page would refuse (another major of the shared package).
 */
export function remoteBuilds() {
  const modules = new Map<string, Promise<{ module: RemoteServerModule; css: string }>>();
  const facts = new Map<string, Promise<ReleaseFacts>>();

  /** The folder's release facts (empty when its manifest cannot be read). */
  function factsOf(folder: string): Promise<ReleaseFacts> {
    let known = facts.get(folder);
    if (!known) {
      known = (async () => {
        const [manifest, loadPlan, routeChunk] = await Promise.all([
          readFile(path.join(folder, 'mf-manifest.json'), 'utf8').then(
            (text) => (parseJson(text) ?? {}) as Manifest,
            (): Manifest => ({}),
          ),
          readLoadPlan(folder),
          readRouteChunk(folder),
        ]);
        const entry = [manifest.metaData?.remoteEntry?.path, manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
        const page = manifest.exposes?.find((expose) => expose.path === './Page');
        return {
          sharedRequired: manifest.shared?.find((shared) => shared.name === '@tenants/shared')?.requiredVersion,
          firstFiles: manifest.exposes ? [entry, ...(page?.assets?.js?.sync ?? [])].filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..')) : [],
          loadPlan,
          routeChunk,
        };
      })();
      facts.set(folder, known);
    }
    return known;
  }

  return {
    facts: factsOf,
    /** The folder's server build, when it has one (undefined otherwise: the page is drawn in the browser). */
    serverFile(folder: string): string | undefined {
      const file = path.join(folder, remoteServerFile);
      return mtime(file) === undefined ? undefined : file;
    },
    /**
     * The server build of the release in `folder`, compiled with `sharedModules` as its only `require`, and
     * its style sheet. Rejects (once per folder) when the folder is not the release its name hashes, when the
     * release needs another major of the shared package than the shell's `sharedVersion`, or when it loads badly.
     */
    load(folder: string, sharedModules: Record<string, unknown>, sharedVersion: string | undefined) {
      const file = path.join(folder, remoteServerFile);
      let load = modules.get(file);
      if (!load) {
        load = (async () => {
          if (!releaseIntact(folder)) throw new Error(`${file} is not the release its folder is named for; not run`);
          const { sharedRequired } = await factsOf(folder);
          if (sharedVersion && sharedRequired && !acceptsSharedVersion(sharedVersion, sharedRequired)) {
            throw new Error(
              `${folder} needs @tenants/shared ${sharedRequired}; the shell has ${sharedVersion}: the browser refuses it, so the server does not draw it`,
            );
          }
          const module = await compileBuild<RemoteServerModule>(file, sharedModules);
          if (typeof module.default !== 'function') throw new Error(`${file} exports no page`);
          // Its styles, for the head: the browser build injects them from its scripts, after first paint.
          const css = await readFile(file.replace(/\.js$/, '.css'), 'utf8').catch(() => '');
          return { module, css };
        })();
        modules.set(file, load);
      }
      return load;
    },
    /** Forgets every loaded build (a new shell build brings new shared modules). */
    clear() {
      modules.clear();
    },
  };
}
