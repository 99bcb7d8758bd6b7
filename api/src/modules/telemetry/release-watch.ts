import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { releaseStateReady } from '../releases/release-import';
import { endCanary, readReleaseState } from '../releases/release-state';
import { judgeCanary, type CanaryJudgement } from './canary-rule';
import { p75 } from './histogram';
import type { RollbackFigures } from './release.emails';
import { countsSince, errorNetworksSince, vitalSince } from './telemetry.repository';

/** When a canary is worse than its stable version (RELEASE_* settings, README "Releases"). */
export interface ReleaseThresholds {
  /** Page loads of the canary the site server drew before it is judged at all. */
  minPageViews: number;
  /** Distinct page loads with an error the canary needs before either path can end it. */
  minErrorPageLoads: number;
  /** Distinct networks those page loads must come from (RELEASE_MIN_ERROR_NETWORKS). */
  minErrorNetworks: number;
  /** How sure the error-rate test must be that the canary fails more often than the stable version. */
  confidence: number;
  /** The canary fails above this many times the stable error rate … */
  errorRatio: number;
  /** … and at least this many page loads with errors per 1,000 above it (a stable rate of 0 is no yardstick). */
  errorMarginPer1000: number;
  /** The canary fails when its INP p75 is above this many times the stable one … */
  inpRatio: number;
  /** … with at least this many INP samples on each side. */
  minInpSamples: number;
}

/** The kinds that count as errors of a version. */
export const errorKinds = ['error', 'rejection', 'boundary', 'load-failure', 'hydration'] as const;

export interface VersionFigures {
  /**
   * Page loads the site server drew with a page-load id and whose browser sent its first beacon (kind
   * `served`): what no visitor can make up beyond the ids they were given, and no health check adds to.
   */
  pageViews: number;
  /** Errors taken from those page loads, each within its page load's budget. */
  errors: number;
  /** Distinct page loads that reported an error of this version. */
  errorPageLoads: number;
  /** Distinct networks (hashed /24 or /64) those came from. */
  errorNetworks: number;
  errorsPer1000: number;
  inpP75: number | null;
  inpSamples: number;
}

/** The page views the watch and the releases page count: drawn page loads whose browser reported (routes/ingest.ts). */
export const servedKind = 'served';
/** A page load's first error of a version: their count is the distinct page loads with errors. */
export const errorLoadKind = 'error-load';

/** A version's page views, errors and INP since `from` (a minute). */
export async function versionFigures(db: Kysely<Database>, remote: string, version: string, from: string): Promise<VersionFigures> {
  const counts = await countsSince(db, remote, version, from);
  const pageViews = counts[servedKind] ?? 0;
  const errors = errorKinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  const [inp, errorNetworks] = await Promise.all([vitalSince(db, remote, version, 'INP', from), errorNetworksSince(db, remote, version, from)]);
  return {
    pageViews,
    errors,
    errorPageLoads: counts[errorLoadKind] ?? 0,
    errorNetworks,
    errorsPer1000: pageViews ? (errors / pageViews) * 1000 : 0,
    inpP75: p75('INP', inp),
    inpSamples: inp.reduce((sum, b) => sum + b.count, 0),
  };
}

/** Error messages of `version` that no other version of the remote ever reported (canary-rule.ts's new-error path). */
export async function newErrorsOf(db: Kysely<Database>, remote: string, version: string): Promise<number> {
  const row = await db
    .selectFrom('telemetry_errors as e')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('e.remote', '=', remote)
    .where('e.version', '=', version)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('telemetry_errors as o')
            .select('o.fingerprint')
            .whereRef('o.remote', '=', 'e.remote')
            .whereRef('o.fingerprint', '=', 'e.fingerprint')
            .where('o.version', '!=', version),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The watch's judgement of a canary against its stable version: the error rule, then INP. */
export function judge(canary: VersionFigures, stable: VersionFigures, t: ReleaseThresholds, newErrors = 0): CanaryJudgement {
  const judged = judgeCanary(
    { pageLoads: canary.pageViews, errorPageLoads: canary.errorPageLoads },
    { pageLoads: stable.pageViews, errorPageLoads: stable.errorPageLoads },
    {
      minPageLoads: t.minPageViews,
      minErrorPageLoads: t.minErrorPageLoads,
      minErrorNetworks: t.minErrorNetworks,
      confidence: t.confidence,
      errorRatio: t.errorRatio,
      errorMarginPer1000: t.errorMarginPer1000,
    },
    { newErrors, errorNetworks: canary.errorNetworks },
  );
  if (judged.state === 'failing') return judged;
  if (
    canary.inpP75 !== null &&
    stable.inpP75 !== null &&
    canary.inpSamples >= t.minInpSamples &&
    stable.inpSamples >= t.minInpSamples &&
    canary.inpP75 > stable.inpP75 * t.inpRatio
  ) {
    return { ...judged, state: 'failing', reason: `INP p75 ${canary.inpP75} ms against the stable version's ${stable.inpP75} ms (limit ×${t.inpRatio})` };
  }
  return judged;
}

/** Why the canary should end, or undefined while it holds (or has too little traffic to judge). */
export function verdict(canary: VersionFigures, stable: VersionFigures, t: ReleaseThresholds, newErrors = 0): string | undefined {
  const judged = judge(canary, stable, t, newErrors);
  return judged.state === 'failing' ? judged.reason : undefined;
}

/** The watch's judgement of `remote`'s running canary now, for the releases page (no action taken). */
export async function judgeRunningCanary(
  db: Kysely<Database>,
  remote: string,
  canary: { version: string; startedAt?: string },
  stable: string,
  thresholds: ReleaseThresholds,
): Promise<CanaryJudgement> {
  const from = (canary.startedAt ?? new Date(0).toISOString()).slice(0, 16);
  const [ofCanary, ofStable, newErrors] = await Promise.all([
    versionFigures(db, remote, canary.version, from),
    versionFigures(db, remote, stable, from),
    newErrorsOf(db, remote, canary.version),
  ]);
  return judge(ofCanary, ofStable, thresholds, newErrors);
}

export interface RolledBack {
  remote: string;
  version: string;
  reason: string;
  figures: RollbackFigures;
}

/**
 * One look at every running canary: each is compared with its remote's stable version over the canary's life
 * so far, and one that fails is ended at once (every visit then gets the stable version), recorded in the
 * release history with the figures, and given to `onRollback` (the audit log, the alert mail). Every instance
 * looks, but only the holder of the lease acts, so a rollback is recorded and mailed once.
 */
export async function watchCanaries(
  {
    db,
    deployDir,
    thresholds,
    lease,
  }: {
    db: Kysely<Database>;
    deployDir: string;
    thresholds: ReleaseThresholds;
    /** Whether this instance may act now (release-lease.ts): taken at each look and again before each rollback. */
    lease?: () => Promise<boolean>;
  },
  onRollback: (rolledBack: RolledBack) => Promise<void>,
): Promise<RolledBack[]> {
  const rolledBack: RolledBack[] = [];
  if (lease && !(await lease())) return rolledBack;
  await releaseStateReady(db, deployDir);
  const state = await readReleaseState(db);
  for (const [remote, canary] of Object.entries(state.canaries)) {
    const stable = state.stable[remote];
    if (!stable) continue;
    const from = (canary.startedAt ?? new Date(0).toISOString()).slice(0, 16);
    const [ofCanary, ofStable, newErrors] = await Promise.all([
      versionFigures(db, remote, canary.version, from),
      versionFigures(db, remote, stable, from),
      newErrorsOf(db, remote, canary.version),
    ]);
    const reason = verdict(ofCanary, ofStable, thresholds, newErrors);
    if (!reason) continue;
    const figures: RollbackFigures = {
      canaryPageViews: ofCanary.pageViews,
      stablePageViews: ofStable.pageViews,
      canaryErrorsPer1000: Math.round(ofCanary.errorsPer1000 * 10) / 10,
      stableErrorsPer1000: Math.round(ofStable.errorsPer1000 * 10) / 10,
      canaryInpP75: ofCanary.inpP75,
      stableInpP75: ofStable.inpP75,
    };
    // Still ours after the queries (a stalled instance may have lost it): else the new holder acts.
    if (lease && !(await lease())) break;
    // Only the canary judged: one started in between is judged at the next look. One row, whoever acts.
    const ended = await endCanary(db, remote, {
      version: canary.version,
      actor: 'release-watch',
      action: 'auto-rollback',
      reason,
      figures: { ...figures, canaryErrorPageLoads: ofCanary.errorPageLoads, stableErrorPageLoads: ofStable.errorPageLoads },
    });
    if (!ended) continue;
    const done = { remote, version: canary.version, reason, figures };
    rolledBack.push(done);
    await onRollback(done);
  }
  return rolledBack;
}
