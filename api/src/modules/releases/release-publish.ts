import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releasePublishMessages, releaseMessages, type ReleaseApiList, type ReleasePublish } from '@tenants/shared/model';
import { integrityOf, releaseHash } from '@tenants/release-registry/release-hash';
import { precompress } from '@tenants/release-registry/release-folder';
import type { ReleaseStore } from '@tenants/release-registry/release-store';
import { HttpError } from '../../http-errors';
import { recordAudit, type Actor } from '../staff/staff.service';
import { recordVersion, versionRows } from './release-hosting';
import { releaseStateReady } from './release-import';
import { canaryOf, pointRemote, readReleaseState, stableOf, startCanary } from './release-state';
import type { ReleaseDeps } from './releases.service';

/**
 * A version registered through the release API (docs/releases.md "A team's release"). The site always keeps
 * the whole version folder in its release store, checked file by file against the hashes the team's command
 * sent and as a whole against the version's name (its content hash), so server rendering and the instances'
 * own hash check work as for any release. The browser files come from the store, or from `filesAt` (the team's
 * own origin), fetched here once to check they are the bytes released.
 */
export interface PublishDeps extends ReleaseDeps {
  store: ReleaseStore;
}

/** A team's file, fetched within this time and size: a release is checked before it is answered. */
const fetchTimeoutMs = 15_000;
const fileMaxBytes = 32 * 1024 * 1024;

/** A path inside the version folder: relative, `/`-separated, no `..`, nothing hidden, no odd characters. */
const safePath = (file: string) => /^[\w@+-][\w@+.-]*(\/[\w@+-][\w@+.-]*)*$/.test(file);

/** `filesAt` as a folder URL (http or https, ending in `/`), or a 400. */
function folderUrl(filesAt: string): string {
  try {
    const url = new URL(filesAt);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('/') && !url.search && !url.hash && !url.username)
      return url.toString();
  } catch {
    // answered below
  }
  throw new HttpError(400, releasePublishMessages.filesAt);
}

async function fetched(url: string): Promise<Buffer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'error' });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || length > fileMaxBytes) throw new Error(`${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > fileMaxBytes) throw new Error('too large');
    return bytes;
  } catch {
    throw new HttpError(400, `${releasePublishMessages.fetch} (${url})`);
  }
}

/** Writes the release's files into a staging folder, each checked against its hash; gives the file → hash list. */
async function stage(staged: string, { files, filesAt }: ReleasePublish): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of files) {
    if (!safePath(file.path)) throw new HttpError(400, releasePublishMessages.paths);
    if (file.content === undefined && !filesAt) throw new HttpError(400, releasePublishMessages.content);
    const bytes = file.content !== undefined ? Buffer.from(file.content, 'base64') : await fetched(new URL(file.path, filesAt).toString());
    if (integrityOf(bytes) !== file.integrity) throw new HttpError(400, `${releasePublishMessages.hash} (${file.path})`);
    mkdirSync(path.dirname(path.join(staged, file.path)), { recursive: true });
    writeFileSync(path.join(staged, file.path), bytes);
    hashes[file.path] = file.integrity;
  }
  if (!hashes['mf-manifest.json']) throw new HttpError(400, releasePublishMessages.manifest);
  return hashes;
}

/**
 * Registers `version` of `remote` from a team's release: stored, recorded with where browsers load it and its
 * files' hashes, then made the stable version (or a canary beside it). Gives the answer's message.
 */
export async function publishVersion(deps: PublishDeps, actor: Actor, remote: string, release: ReleasePublish): Promise<string> {
  const filesAt = release.filesAt === undefined ? undefined : folderUrl(release.filesAt);
  await releaseStateReady(deps.db, deps.deployDir);
  if (release.canary !== undefined && !(await stableOf(deps.db, remote))) throw new HttpError(400, releaseMessages.noStable);
  const staged = path.join(deps.deployDir, 'remotes', remote, `.${release.version}.publish-${process.pid}-${Date.now()}`);
  try {
    const files = await stage(staged, { ...release, filesAt });
    const hash = /-([0-9a-f]{8})$/.exec(release.version)?.[1];
    if (!hash || releaseHash(staged) !== hash) throw new HttpError(400, releasePublishMessages.version);
    precompress(staged, ['server']);
    await deps.store.put(remote, release.version, staged);
    await recordVersion(deps.db, remote, release.version, { filesAt, files }, deps.now().toISOString());
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  const from = await stableOf(deps.db, remote);
  if (release.canary !== undefined) {
    if (from === release.version) throw new HttpError(400, releaseMessages.alreadyStable);
    await startCanary(deps.db, remote, release.version, release.canary, { actor: actor.email });
  } else {
    await pointRemote(deps.db, remote, release.version, { actor: actor.email });
  }
  await recordAudit(deps, actor, {
    action: 'release.publish',
    targetType: 'remote',
    targetId: remote,
    data: {
      remote,
      version: release.version,
      ...(release.canary !== undefined ? { percent: release.canary } : {}),
      ...(from && from !== release.version ? { from } : {}),
      ...(filesAt ? { filesAt } : {}),
    },
  });
  return release.canary !== undefined ? releasePublishMessages.canary : releasePublishMessages.published;
}

/** A remote's release state for its team: stable, canary and every version with where it is hosted. */
export async function listVersions(deps: ReleaseDeps, actor: Actor, remote: string): Promise<ReleaseApiList> {
  await releaseStateReady(deps.db, deps.deployDir);
  const { stable } = await readReleaseState(deps.db);
  const canary = await canaryOf(deps.db, remote);
  await recordAudit(deps, actor, { action: 'release.list', targetType: 'remote', targetId: remote, data: { remote } });
  return { remote, stable: stable[remote] ?? null, canary: canary ?? null, versions: await versionRows(deps.db, remote) };
}
