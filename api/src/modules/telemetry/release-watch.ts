import type { Kysely } from 'kysely';
import { canaryOf, endCanary, readCanaries, readRegistry, versionOfEntry } from '@tenants/release-registry';
import type { Database } from '../../db/tables';
import { p75 } from './histogram';
import type { RollbackFigures } from './release.emails';
import { countsSince, vitalSince } from './telemetry.repository';

/** When a canary is worse than its stable version (RELEASE_* settings, README "Releases"). */
export interface ReleaseThresholds {
  /** Page loads of the canary the site server drew before it is judged at all. */
  minPageViews: number;
  /** Distinct page loads with an error the canary needs before its error rate can end it. */
  minErrorPageLoads: number;
  /** The canary fails above this many times the stable error rate … */
  errorRatio: number;
  /** … and at least this many errors per 1,000 page views above it (a stable rate of 0 is no yardstick). */
  errorMarginPer1000: number;
  /** The canary fails when its INP p75 is above this many times the stable one … */
  inpRatio: number;
  /** … with at least this many INP samples on each side. */
  minInpSamples: number;
}

/** The kinds that count as errors of a version. */
export const errorKinds = ['error', 'rejection', 'boundary', 'load-failure', 'hydration'] as const;

export interface VersionFigures {
  /** Page loads the site server drew with a page-load id (kind `served`): what no visitor can make up. */
  pageViews: number;
  /** Errors taken from those page loads, each within its page load's budget. */
  errors: number;
  /** Distinct page loads that reported an error of this version. */
  errorPageLoads: number;
  errorsPer1000: number;
  inpP75: number | null;
  inpSamples: number;
}

/** The page views the watch and the releases page count: page loads the site server drew (not browsers' claims). */
export const servedKind = 'served';
/** A page load's first error of a version: their count is the distinct page loads with errors. */
export const errorLoadKind = 'error-load';

/** A version's page views, errors and INP since `from` (a minute). */
export async function versionFigures(db: Kysely<Database>, remote: string, version: string, from: string): Promise<VersionFigures> {
  const counts = await countsSince(db, remote, version, from);
  const pageViews = counts[servedKind] ?? 0;
  const errors = errorKinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  const inp = await vitalSince(db, remote, version, 'INP', from);
  return {
    pageViews,
    errors,
    errorPageLoads: counts[errorLoadKind] ?? 0,
    errorsPer1000: pageViews ? (errors / pageViews) * 1000 : 0,
    inpP75: p75('INP', inp),
    inpSamples: inp.reduce((sum, b) => sum + b.count, 0),
  };
}

/** Why the canary should end, or undefined while it holds (or has too few page views to judge). */
export function verdict(canary: VersionFigures, stable: VersionFigures, t: ReleaseThresholds): string | undefined {
  if (canary.pageViews < t.minPageViews) return undefined;
  const errorLimit = Math.max(stable.errorsPer1000 * t.errorRatio, stable.errorsPer1000 + t.errorMarginPer1000);
  // Errors from a handful of page loads are not a pattern: one page load can report only a few anyway.
  if (canary.errorsPer1000 > errorLimit && canary.errorPageLoads >= t.minErrorPageLoads) {
    return `${canary.errorsPer1000.toFixed(1)} errors per 1,000 page views (from ${canary.errorPageLoads} page loads) against the stable version's ${stable.errorsPer1000.toFixed(1)} (limit ${errorLimit.toFixed(1)})`;
  }
  if (
    canary.inpP75 !== null &&
    stable.inpP75 !== null &&
    canary.inpSamples >= t.minInpSamples &&
    stable.inpSamples >= t.minInpSamples &&
    canary.inpP75 > stable.inpP75 * t.inpRatio
  ) {
    return `INP p75 ${canary.inpP75} ms against the stable version's ${stable.inpP75} ms (limit ×${t.inpRatio})`;
  }
  return undefined;
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
 * release history with the figures, and given to `onRollback` (the audit log, the alert mail). Several
 * instances may look at once: ending a canary that another one ended already is nothing.
 */
export async function watchCanaries(
  { db, deployDir, thresholds }: { db: Kysely<Database>; deployDir: string; thresholds: ReleaseThresholds },
  onRollback: (rolledBack: RolledBack) => Promise<void>,
): Promise<RolledBack[]> {
  const rolledBack: RolledBack[] = [];
  const registry = readRegistry(deployDir);
  for (const remote of Object.keys(readCanaries(deployDir))) {
    const canary = canaryOf(deployDir, remote);
    const stable = versionOfEntry(registry[remote]);
    if (!canary?.version || !stable) continue;
    const from = (canary.startedAt ?? new Date(0).toISOString()).slice(0, 16);
    const [ofCanary, ofStable] = await Promise.all([versionFigures(db, remote, canary.version, from), versionFigures(db, remote, stable, from)]);
    const reason = verdict(ofCanary, ofStable, thresholds);
    if (!reason) continue;
    const figures: RollbackFigures = {
      canaryPageViews: ofCanary.pageViews,
      stablePageViews: ofStable.pageViews,
      canaryErrorsPer1000: Math.round(ofCanary.errorsPer1000 * 10) / 10,
      stableErrorsPer1000: Math.round(ofStable.errorsPer1000 * 10) / 10,
      canaryInpP75: ofCanary.inpP75,
      stableInpP75: ofStable.inpP75,
    };
    const ended = endCanary(deployDir, remote, { actor: 'release-watch', action: 'auto-rollback', reason, figures: { ...figures } });
    if (!ended) continue;
    const done = { remote, version: canary.version, reason, figures };
    rolledBack.push(done);
    await onRollback(done);
  }
  return rolledBack;
}
