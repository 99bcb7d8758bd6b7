import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { defaultRemoteRoutes, remoteRoutesFileSchema, type RemoteRouteTable } from '@tenants/shared/model';
import type { ReleaseStore } from '@tenants/release-registry/release-store';
import type { Database } from '../db/tables';
import { releaseStateReady } from '../modules/releases/release-import';
import { readReleaseState, stateSeq, type ReleaseState } from '../modules/releases/release-state';
import { browserIntegrity, entryOf, hostingOf, type VersionHosting } from '../modules/releases/release-hosting';
import { parseJson } from './compile-build';
import { sharedPerTurn } from '../modules/articles/list-cache';

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
  /** The release state it was read from: one look at the state serves the whole request. */
  stamp: string;
  /** Remote → its version's name (whatever origin its files are loaded from): the watch counts by these. */
  versions: Readonly<Record<string, string>>;
  /**
   * Manifest URL → its browser files' `sha384-…` by path in the version folder, recorded at release: the page
   * hands them to the browser as `integrity` (none for a release from before they were recorded).
   */
  integrity: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The other origins the set's files are loaded from (a team's own host): the page's CSP allows these. */
  origins: readonly string[];
}

/**
 * Where the site server reads the release state from (decision 0019): `seq` is asked at every request (one
 * small query), the whole state only when it changed; `local` gives a version's folder on this machine,
 * fetched from the release store first when it is a bucket.
 */
export interface ReleaseSource {
  seq(): Promise<number>;
  state(): Promise<ReleaseState>;
  local(name: string, version: string): Promise<string | undefined>;
  /** Where versions' browser files are loaded from and their hashes (release-hosting.ts), by `remote/version`. */
  hosting?(wanted: ReadonlyArray<{ remote: string; version: string }>): Promise<Map<string, VersionHosting>>;
}

/** The release state in the database, and the versions' files from the release store. */
export function databaseReleases(db: Kysely<Database>, deployDir: string, store: ReleaseStore, seq?: () => Promise<number>): ReleaseSource {
  return {
    // Asked by every page request: the app's `dataVersions.releases` reads it with the content version, once a
    // page view; alone, one read at the end of each turn of the event loop serves the turn's requests.
    seq:
      seq ??
      sharedPerTurn(async () => {
        await releaseStateReady(db, deployDir);
        return stateSeq(db);
      }),
    state: () => readReleaseState(db),
    local: (name, version) => store.local(name, version),
    hosting: (wanted) => hostingOf(db, wanted),
  };
}

/** `/remotes/<name>/<version>/mf-manifest.json` → `<version>`, for a remote deployed in this folder only. */
const entryPattern = /^\/remotes\/([\w.-]+)\/([\w.-]+)\/mf-manifest\.json$/;

export function versionOf(name: string, entry: string | undefined): string | undefined {
  const match = entry ? entryPattern.exec(entry) : null;
  // No `..` or hidden folder: a registry entry must not lead out of the remote's own folders.
  if (!match || match[1] !== name || match[2].startsWith('.')) return undefined;
  return match[2];
}

/** What the state says of each entry a set may hold: its remote's version, and its browser files' hashes. */
type Known = Map<string, { version: string; integrity?: Record<string, string> }>;

const originOf = (entry: string) => {
  try {
    return /^https?:\/\//.test(entry) ? new URL(entry).origin : undefined;
  } catch {
    return undefined;
  }
};

function setOf(stamp: string, entries: Record<string, string>, known: Known, canaries: string[] = []): VersionSet {
  const names = Object.keys(entries).sort();
  const versions = Object.fromEntries(names.map((name) => [name, known.get(entries[name])?.version ?? versionOf(name, entries[name]) ?? entries[name]]));
  const integrity = Object.fromEntries(
    names.flatMap((name) => (known.get(entries[name])?.integrity ? [[entries[name], known.get(entries[name])!.integrity!]] : [])),
  );
  const origins = [...new Set(names.map((name) => originOf(entries[name])).filter((origin): origin is string => origin !== undefined))];
  return { stamp, entries, canaries, versions, integrity, origins, key: names.map((name) => `${name}=${versions[name]}`).join(',') };
}

/**
 * The release state (the stable versions, and canaries: a second version for a share of visits), read again
 * whenever it changes, so a release, canary, promotion or rollback shows at the next request with no restart,
 * on every instance. A version whose files this instance does not have yet is fetched from the store first.
 */
export function deployedRegistry(deployDir: string, source: ReleaseSource, warnOnce: (key: string, error: unknown, message: string) => void) {
  let state: { stamp: string; stable: VersionSet; canaries: Record<string, { entry: string; percent: number }> } | undefined;
  /** A version's files could not be fetched at the last read: read again at the next request. */
  let incomplete = false;
  /** Route tables by version set (a stable set and its few canary variants). */
  let routeTables = new Map<string, Promise<RemoteRouteTable>>();
  /** Every entry of the state last read, with its version (a team-hosted entry names none in its URL). */
  let known: Known = new Map();

  const folderOf = (name: string, entry: string | undefined) => {
    const version = (entry !== undefined ? known.get(entry)?.version : undefined) ?? versionOf(name, entry);
    const folder = version && path.join(deployDir, 'remotes', name, version);
    return folder && existsSync(folder) ? folder : undefined;
  };
  const fetched = async (name: string, version: string) => {
    try {
      if ((await source.local(name, version)) !== undefined) return true;
    } catch (error) {
      warnOnce(`${name}@${version}`, error, `${name} ${version}: its files could not be fetched from the release store`);
    }
    incomplete = true;
    return false;
  };

  async function read() {
    let stamp: string;
    try {
      stamp = String(await source.seq());
    } catch (error) {
      // The database is away: pages are drawn with the versions last read (none before the first read).
      warnOnce('release-state', error, 'the release state could not be read; pages are drawn with the versions last read');
      return state ?? { stamp: 'unread', stable: setOf('unread', {}, known), canaries: {} };
    }
    if (state?.stamp !== stamp || incomplete) {
      incomplete = false;
      const current = await source.state();
      const wanted = [...Object.entries(current.stable), ...Object.entries(current.canaries).map(([name, c]) => [name, c.version] as const)];
      const hosting = (await source.hosting?.(wanted.map(([remote, version]) => ({ remote, version })))) ?? new Map<string, VersionHosting>();
      // A version's entry is at the team's origin when it is hosted there, else the site's own path.
      known = new Map();
      const entry = (name: string, version: string) => {
        const hosted = hosting.get(`${name}/${version}`);
        const url = entryOf(name, version, hosted?.filesAt);
        known.set(url, { version, ...(hosted?.files ? { integrity: browserIntegrity(hosted.files) } : {}) });
        return url;
      };
      const stable = Object.fromEntries(Object.entries(current.stable).map(([name, version]) => [name, entry(name, version)]));
      await Promise.all(Object.entries(current.stable).map(([name, version]) => fetched(name, version)));
      // A canary counts only beside a stable version of the same remote, with its files here.
      const running: Record<string, { entry: string; percent: number }> = {};
      for (const [name, canary] of Object.entries(current.canaries)) {
        if (Object.hasOwn(stable, name) && canary.percent > 0 && (await fetched(name, canary.version))) {
          running[name] = { entry: entry(name, canary.version), percent: canary.percent };
        }
      }
      // The state read may be newer than `seq`: named by what was read, so the next look reads it again at most once.
      const readStamp = String(current.seq);
      state = { stamp: readStamp, stable: setOf(readStamp, stable, known), canaries: running };
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
      Object.entries((await read()).canaries).map(([remote, { entry, percent }]) => ({
        remote,
        version: known.get(entry)?.version ?? versionOf(remote, entry) ?? entry,
        percent,
      })),
    /**
     * A visit's version set, chosen at its first page: for each remote with a canary, the canary's version
     * with the canary's chance (`random` in [0, 1)), else the stable one.
     */
    async pick(random: () => number = Math.random): Promise<VersionSet> {
      const { stamp, stable, canaries } = await read();
      const names = Object.keys(canaries).filter((name) => random() * 100 < canaries[name].percent);
      if (names.length === 0) return stable;
      return setOf(stamp, { ...stable.entries, ...Object.fromEntries(names.map((name) => [name, canaries[name].entry])) }, known, names);
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
