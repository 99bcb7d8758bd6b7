import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { p75 } from './histogram';
import { errorKinds, servedKind } from './release-watch';
import { countsSince, topErrors, vitalSince } from './telemetry.repository';

/** What the releases page shows of one remote version over a window (docs/product/telemetry.md). */
export interface ReleaseFigures {
  /** Page loads the site server drew (browsers' own page-view reports are not trusted for rates). */
  pageViews: number;
  errors: number;
  errorsPer1000: number;
  /** p75 in ms (LCP, INP) and unitless (CLS); null with no samples. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** The per-minute key of a time: what the telemetry tables store. */
export const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

/** A remote version's page views, errors and p75 of LCP, INP and CLS since `from` (a Date). */
export async function releaseFigures(db: Kysely<Database>, remote: string, version: string, from: Date): Promise<ReleaseFigures> {
  const since = minuteOf(from);
  const [counts, lcp, inp, cls] = await Promise.all([
    countsSince(db, remote, version, since),
    vitalSince(db, remote, version, 'LCP', since),
    vitalSince(db, remote, version, 'INP', since),
    vitalSince(db, remote, version, 'CLS', since),
  ]);
  const pageViews = counts[servedKind] ?? 0;
  const errors = errorKinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  return {
    pageViews,
    errors,
    errorsPer1000: pageViews ? Math.round((errors / pageViews) * 10_000) / 10 : 0,
    lcpP75: p75('LCP', lcp),
    inpP75: p75('INP', inp),
    clsP75: p75('CLS', cls),
  };
}

/** A remote's most frequent errors over its versions, with when each was first and last seen. */
export async function remoteTopErrors(db: Kysely<Database>, remote: string, limit: number) {
  const rows = await topErrors(db, remote, limit);
  return rows.map((r) => ({ message: r.message, version: r.version, count: Number(r.count), firstSeen: r.first_seen, lastSeen: r.last_seen }));
}
