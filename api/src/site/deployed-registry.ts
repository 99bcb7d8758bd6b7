import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultRemoteRoutes, remoteCanariesSchema, remoteRegistrySchema, remoteRoutesFileSchema, type RemoteRouteTable } from '@tenants/shared/model';
import { canariesFile } from '@tenants/release-registry';
import { mtime, parseJson } from './compile-build';

/** The routes a remote version serves, in its version folder (scripts/lib/deploy.mjs ships it). */
export const remoteRoutesFile = 'routes.json';

/**
 * The remote versions one page is drawn with and hydrates with (remote → manifest URL): the stable
 * versions, with a canary in place of a remote's stable one for the visits in its cohort. `key` names the set
 * for every cache; `canaries` lists the remotes whose canary the set holds.
 */
export interface VersionSet {
  entries: Readonly<Record<string, string>>;
  key: string;
  canaries: readonly string[];
  /** The deploy files' state it was read from: one look at the files serves the whole request. */
  stamp: string;
}

/** `/remotes/<name>/<version>/mf-manifest.json` → `<version>`, for a remote deployed in this folder only. */
const entryPattern = /^\/remotes\/([\w.-]+)\/([\w.-]+)\/mf-manifest\.json$/;

export function versionOf(name: string, entry: string | undefined): string | undefined {
  const match = entry ? entryPattern.exec(entry) : null;
  // No `..` or hidden folder: a registry entry must not lead out of the remote's own folders.
  if (!match || match[1] !== name || match[2].startsWith('.')) return undefined;
  return match[2];
}

const setOf = (stamp: string, entries: Record<string, string>, canaries: string[] = []): VersionSet => ({
  stamp,
  entries,
  canaries,
  key: Object.keys(entries)
    .sort()
    .map((name) => `${name}=${versionOf(name, entries[name]) ?? entries[name]}`)
    .join(','),
});

/**
 * The deploy folder's registry (`remotes.json`: the stable versions) and canaries (`canaries.json`: a second
 * version for a share of visits), read again whenever either file changes, so a release, canary, promotion
 * or rollback shows at the next request with no restart.
 */
export function deployedRegistry(deployDir: string, warnOnce: (key: string, error: unknown, message: string) => void) {
  const registryFile = path.join(deployDir, 'remotes.json');
  const canaryFile = path.join(deployDir, canariesFile);
  let state: { stamp: string; stable: VersionSet; canaries: Record<string, { entry: string; percent: number }> } | undefined;
  /** Route tables by version set (a stable set and its few canary variants). */
  let routeTables = new Map<string, Promise<RemoteRouteTable>>();

  const folderOf = (name: string, entry: string | undefined) => {
    const version = versionOf(name, entry);
    return version && path.join(deployDir, 'remotes', name, version);
  };

  async function read() {
    const stamp = `${mtime(registryFile) ?? '-'}|${mtime(canaryFile) ?? '-'}`;
    if (state?.stamp !== stamp) {
      const registry = remoteRegistrySchema.safeParse(parseJson(await readFile(registryFile, 'utf8').catch(() => '{}')));
      const canaries = remoteCanariesSchema.safeParse(parseJson(await readFile(canaryFile, 'utf8').catch(() => '{}')));
      const stable = registry.success ? registry.data : {};
      // A canary counts only beside a stable version of the same remote, deployed here.
      const running = Object.fromEntries(
        Object.entries(canaries.success ? canaries.data : {}).filter(
          ([name, canary]) => Object.hasOwn(stable, name) && folderOf(name, canary.entry) && canary.percent > 0,
        ),
      );
      state = { stamp, stable: setOf(stamp, stable), canaries: running };
      routeTables = new Map();
    }
    return state;
  }

  /** The routes each remote version of `set` names in its `routes.json` (the spec's where it names none). */
  async function deployedRoutes(set: VersionSet): Promise<RemoteRouteTable> {
    const table: Record<string, RemoteRouteTable[string]> = { ...defaultRemoteRoutes };
    // Every remote the set names, not only the spec's four: a new team's remote joins with its first release.
    for (const [name, entry] of Object.entries(set.entries)) {
      const folder = folderOf(name, entry);
      if (!folder) continue;
      const text = await readFile(path.join(folder, remoteRoutesFile), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      const parsed = remoteRoutesFileSchema.safeParse(parseJson(text));
      if (parsed.success) table[name] = parsed.data;
      else warnOnce(`${folder}/${remoteRoutesFile}`, parsed.error, `${name}'s routes.json is not valid; its routes are the spec's`);
    }
    return table as RemoteRouteTable;
  }

  return {
    /** What changes when a release, canary or rollback does: the caches drop their pages with it. */
    stamp: async () => (await read()).stamp,
    /** The stable versions (what a visit outside every canary cohort gets). */
    stable: async () => (await read()).stable,
    /** The canaries running now: remote, version and share of visits (the metrics show them). */
    canaries: async () =>
      Object.entries((await read()).canaries).map(([remote, { entry, percent }]) => ({ remote, version: versionOf(remote, entry) ?? entry, percent })),
    /**
     * A visit's version set, chosen at its first page: for each remote with a canary, the canary's version
     * with the canary's chance (`random` in [0, 1)), else the stable one.
     */
    async pick(random: () => number = Math.random): Promise<VersionSet> {
      const { stamp, stable, canaries } = await read();
      const names = Object.keys(canaries).filter((name) => random() * 100 < canaries[name].percent);
      if (names.length === 0) return stable;
      return setOf(stamp, { ...stable.entries, ...Object.fromEntries(names.map((name) => [name, canaries[name].entry])) }, names);
    },
    /** The routes of the versions in `set`. */
    routes(set: VersionSet): Promise<RemoteRouteTable> {
      let table = routeTables.get(set.key);
      if (!table) routeTables.set(set.key, (table = deployedRoutes(set)));
      return table;
    },
    /** The version folder of `name` in `set`, when it is deployed in this folder. */
    folder: (set: VersionSet, name: string) => (Object.hasOwn(set.entries, name) ? folderOf(name, set.entries[name]) : undefined),
  };
}

export type DeployedRegistry = ReturnType<typeof deployedRegistry>;
