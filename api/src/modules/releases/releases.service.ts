import type { Kysely } from 'kysely';
import {
  releaseHistoryEntrySchema,
  releaseHistoryLength,
  releaseMessages,
  releaseTopErrorsLength,
  type ReleaseCanaryRequest,
  type ReleaseHistoryEntry,
  type ReleaseRemote,
  type ReleaseVersion,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { recordAudit, type Actor } from '../staff/staff.service';
import { releaseFigures, remoteTopErrors } from '../telemetry/telemetry.service';
import { judgeRunningCanary, type ReleaseThresholds, type RolledBack } from '../telemetry/release-watch';
import { releaseStateReady } from './release-import';
import {
  canaryOf,
  endCanary,
  pointRemote,
  promoteCanary,
  readHistory,
  readReleaseState,
  startCanary,
  versionsOf,
  type ReleaseRecord,
  type RunningCanary,
} from './release-state';

/**
 * The releases page's work (README "Release and roll back one remote"): the state is the database's
 * (release-state.ts, which the release CLI changes too), the figures the telemetry's. Every action is a row in
 * the release history with the admin's e-mail as its actor, and a row in the audit log.
 */
export interface ReleaseDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The deploy folder: where release state from before the database is imported from, once. */
  deployDir: string;
  /** The canary watch's settings, for its judgement on the page (none: the page shows no judgement). */
  thresholds?: ReleaseThresholds;
}

/** The canary watch, as the audit log names it (it acts for nobody: the figures decide). */
export const releaseWatchActor: Actor = { id: null, email: 'release-watch', role: 'cli' };

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The stable version of a released remote; an unknown name (or one named like a built-in) is a 404. */
async function releasedRemote(deps: ReleaseDeps, remote: string): Promise<{ stable: string | undefined }> {
  await releaseStateReady(deps.db, deps.deployDir);
  const { stable } = await readReleaseState(deps.db);
  if (!Object.hasOwn(stable, remote)) throw new HttpError(404, releaseMessages.unknownRemote);
  return { stable: stable[remote] };
}

/** A version the release store holds for the remote (by its name: nothing else can be named). */
async function deployedVersion(deps: ReleaseDeps, remote: string, version: string): Promise<string> {
  if (!(await versionsOf(deps.db, remote)).includes(version)) throw new HttpError(400, releaseMessages.unknownVersion);
  return version;
}

/** The history rows of a remote as the page shows them, newest first; a row that is not one is left out. */
function historyOf(records: ReleaseRecord[]): ReleaseHistoryEntry[] {
  const lines: ReleaseHistoryEntry[] = [];
  for (const record of records) {
    // The schema keeps what the page shows (not the order, the remote or the stable version beside a canary).
    const line = releaseHistoryEntrySchema.safeParse(record);
    if (line.success) lines.push(line.data);
  }
  return lines;
}

async function remoteReleases(deps: ReleaseDeps, remote: string, stable: string | undefined, canary: RunningCanary | undefined): Promise<ReleaseRemote> {
  const judged =
    canary?.version && stable && deps.thresholds
      ? await judgeRunningCanary(deps.db, remote, { version: canary.version, startedAt: canary.startedAt }, stable, deps.thresholds)
      : undefined;
  const running = canary?.version
    ? {
        version: canary.version,
        percent: canary.percent,
        startedAt: canary.startedAt,
        ...(judged ? { watch: { state: judged.state, reason: judged.reason } } : {}),
      }
    : null;
  const now = deps.now().getTime();
  const shown: Array<Pick<ReleaseVersion, 'version' | 'role' | 'share'>> = [
    ...(stable ? [{ version: stable, role: 'stable' as const, share: 100 - (running?.percent ?? 0) }] : []),
    ...(running ? [{ version: running.version, role: 'canary' as const, share: running.percent }] : []),
  ];
  const versions = await Promise.all(
    shown.map(async (v) => {
      const [lastHour, lastDay] = await Promise.all([
        releaseFigures(deps.db, remote, v.version, new Date(now - hourMs)),
        releaseFigures(deps.db, remote, v.version, new Date(now - dayMs)),
      ]);
      return { ...v, lastHour, lastDay };
    }),
  );
  return {
    remote,
    stable: stable ?? null,
    canary: running,
    deployed: (await versionsOf(deps.db, remote)).reverse(),
    versions,
    topErrors: await remoteTopErrors(deps.db, remote, releaseTopErrorsLength),
    history: historyOf(await readHistory(deps.db, { remote, limit: releaseHistoryLength })),
  };
}

/** Every remote in the registry, by name: its versions and their figures, top errors and history. */
export async function releaseOverview(deps: ReleaseDeps): Promise<ReleaseRemote[]> {
  await releaseStateReady(deps.db, deps.deployDir);
  const { stable, canaries } = await readReleaseState(deps.db);
  const remotes = Object.keys(stable).sort();
  return Promise.all(remotes.map((remote) => remoteReleases(deps, remote, stable[remote], canaries[remote])));
}

/** Puts a deployed version beside the stable one for `percent` % of page loads (replacing a running canary). */
export async function startRemoteCanary(deps: ReleaseDeps, actor: Actor, remote: string, { version, percent }: ReleaseCanaryRequest): Promise<void> {
  const { stable } = await releasedRemote(deps, remote);
  await deployedVersion(deps, remote, version);
  if (!stable) throw new HttpError(400, releaseMessages.noStable);
  if (stable === version) throw new HttpError(400, releaseMessages.alreadyStable);
  await startCanary(deps.db, remote, version, percent, { actor: actor.email });
  await recordAudit(deps, actor, { action: 'release.canary', targetType: 'remote', targetId: remote, data: { remote, version, percent } });
}

/** Makes the running canary the stable version for every page load. */
export async function promoteRemoteCanary(deps: ReleaseDeps, actor: Actor, remote: string): Promise<void> {
  const { stable } = await releasedRemote(deps, remote);
  if (!(await canaryOf(deps.db, remote))) throw new HttpError(409, releaseMessages.noCanary);
  const version = await promoteCanary(deps.db, remote, { actor: actor.email });
  await recordAudit(deps, actor, {
    action: 'release.promote',
    targetType: 'remote',
    targetId: remote,
    data: { remote, version, ...(stable ? { from: stable } : {}) },
  });
}

/**
 * Without a version: ends the canary (409 when none runs). With one: points the stable entry at that deployed
 * version, a running canary ending first (as `rollback-remote.mjs <remote> <version>` does). Answers what it did.
 */
export async function rollBackRemote(deps: ReleaseDeps, actor: Actor, remote: string, version: string | undefined): Promise<'canary' | 'version'> {
  const { stable } = await releasedRemote(deps, remote);
  if (version === undefined) {
    const ended = await endCanary(deps.db, remote, { actor: actor.email, action: 'rollback' });
    if (!ended?.version) throw new HttpError(409, releaseMessages.noCanary);
    await recordAudit(deps, actor, { action: 'release.rollback', targetType: 'remote', targetId: remote, data: { remote, version: ended.version } });
    return 'canary';
  }
  await deployedVersion(deps, remote, version);
  // Back to the stable version is a rollback only when a canary runs beside it: otherwise nothing would change.
  if (version === stable && !(await canaryOf(deps.db, remote))) throw new HttpError(400, releaseMessages.alreadyStable);
  await pointRemote(deps.db, remote, version, { actor: actor.email, action: 'rollback' });
  await recordAudit(deps, actor, {
    action: 'release.rollback',
    targetType: 'remote',
    targetId: remote,
    data: { remote, version, ...(stable ? { from: stable } : {}) },
  });
  return 'version';
}

/** The canary watch's rollback in the audit log, with what it measured (its reason, a sentence, is in the history). */
export async function recordAutoRollback(deps: Pick<ReleaseDeps, 'db' | 'now'>, { remote, version, figures }: RolledBack): Promise<void> {
  await recordAudit(deps, releaseWatchActor, {
    action: 'release.auto-rollback',
    targetType: 'remote',
    targetId: remote,
    data: { remote, version, ...figures },
  });
}
