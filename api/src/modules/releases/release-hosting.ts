import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { manifestUrl, validVersionName } from './release-state';

/**
 * Where a version's browser files are loaded from and what they must hash to (docs/releases.md "A team's
 * release"): recorded with the version. `filesAt` is the team's own origin (a folder URL ending in `/`);
 * without it the site's release store serves them at `/remotes/<name>/<version>/`. The server's copy is always
 * the release store's, so server rendering and its hash check are the same for both.
 */
export interface VersionHosting {
  filesAt?: string;
  /** Every shipped file's path → `sha384-<base64>` (none for a release from before they were recorded). */
  files?: Record<string, string>;
}

type Db = Kysely<Database>;

/** The manifest URL a page registers for a version: at the team's origin, or the site's own path. */
export const entryOf = (remote: string, version: string, filesAt?: string) =>
  filesAt ? new URL('mf-manifest.json', filesAt).toString() : manifestUrl(remote, version);

/** What a browser fetches of a version and checks: its scripts, style sheets and manifest, not its server build. */
export const browserIntegrity = (files: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(files ?? {}).filter(([file]) => !file.startsWith('server/') && /(\.js|\.css|^mf-manifest\.json)$/.test(file)));

/**
 * Records that the store holds `version` of `remote`, with where browsers load it from and its files' hashes.
 * A version is named by its content, so a second release of it only says where it is hosted now.
 */
export async function recordVersion(db: Db, remote: string, version: string, hosting: VersionHosting, at = new Date().toISOString()): Promise<void> {
  if (!validVersionName(version)) throw new Error(`${version} is not a version name`);
  const files_at = hosting.filesAt ?? null;
  const files = hosting.files ? JSON.stringify(hosting.files) : null;
  await db
    .insertInto('release_versions')
    .values({ remote, version, deployed_at: at, files_at, files })
    .onConflict((oc) => oc.columns(['remote', 'version']).doUpdateSet({ files_at, ...(files ? { files } : {}) }))
    .execute();
}

const parsed = (text: string | null): Record<string, string> | undefined => {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
};

/** The hosting of each `remote/version` asked for (one query), keyed `remote/version`. */
export async function hostingOf(db: Db, wanted: ReadonlyArray<{ remote: string; version: string }>): Promise<Map<string, VersionHosting>> {
  const out = new Map<string, VersionHosting>();
  if (!wanted.length) return out;
  const rows = await db
    .selectFrom('release_versions')
    .select(['remote', 'version', 'files_at', 'files'])
    .where('remote', 'in', [...new Set(wanted.map((w) => w.remote))])
    .where('version', 'in', [...new Set(wanted.map((w) => w.version))])
    .execute();
  for (const row of rows) {
    out.set(`${row.remote}/${row.version}`, { ...(row.files_at ? { filesAt: row.files_at } : {}), ...(row.files ? { files: parsed(row.files) } : {}) });
  }
  return out;
}

/** Every version of a remote with when it was released and where it is hosted, oldest first. */
export async function versionRows(db: Db, remote: string) {
  const rows = await db
    .selectFrom('release_versions')
    .select(['version', 'deployed_at', 'files_at'])
    .where('remote', '=', remote)
    .orderBy('deployed_at')
    .orderBy('version')
    .execute();
  return rows.map((row) => ({ version: row.version, deployedAt: row.deployed_at, filesAt: row.files_at }));
}

/**
 * The browser files' hashes of the version a page names by `entry` (its manifest URL as the page wrote it: the
 * site's `/remotes/<name>/<version>/mf-manifest.json`, or one at a team's origin); none for an unknown version or
 * one released before hashes were recorded (the browser then loads it unchecked, as before).
 */
export async function integrityOfEntry(db: Db, entry: string): Promise<Record<string, string>> {
  const local = /^\/remotes\/([\w.-]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(entry);
  const query = db.selectFrom('release_versions').select('files');
  const row = local
    ? await query.where('remote', '=', local[1]).where('version', '=', local[2]).executeTakeFirst()
    : entry.endsWith('/mf-manifest.json')
      ? await query.where('files_at', '=', entry.slice(0, -'mf-manifest.json'.length)).executeTakeFirst()
      : undefined;
  return browserIntegrity(parsed(row?.files ?? null));
}
