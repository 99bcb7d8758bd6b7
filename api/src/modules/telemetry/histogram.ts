import type { VitalName } from '@tenants/shared/model';

/**
 * The buckets a vital's values are counted in, by upper bound: milliseconds for LCP, INP and TTFB, CLS×1000.
 * Finer where the thresholds that matter lie (INP 200/500 ms, LCP 2.5/4 s, CLS 0.1/0.25).
 */
const msBounds = [
  25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000, 60_000, 600_000,
];
const clsBounds = [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000, 100_000];

export const boundsOf = (name: VitalName | string) => (name === 'CLS' ? clsBounds : msBounds);

/** The value as the histogram stores it (CLS×1000, whole numbers). */
export const scaled = (name: VitalName | string, value: number) => Math.round(name === 'CLS' ? value * 1000 : value);

/** The bucket (its upper bound) a vital's value falls in. */
export function bucketOf(name: VitalName | string, value: number): number {
  const v = scaled(name, value);
  const bounds = boundsOf(name);
  return bounds.find((bound) => v <= bound) ?? bounds[bounds.length - 1];
}

/**
 * The 75th percentile of a histogram (bucket upper bound → count), as the bucket's upper bound, in the
 * vital's own unit (CLS back from ×1000). Null with no values.
 */
export function p75(name: VitalName | string, buckets: ReadonlyMap<number, number> | Array<{ bucket: number; count: number }>): number | null {
  const entries = (Array.isArray(buckets) ? buckets.map((b) => [b.bucket, b.count] as const) : [...buckets]).sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [bucket, count] of entries) {
    seen += count;
    if (seen >= total * 0.75) return name === 'CLS' ? bucket / 1000 : bucket;
  }
  return null;
}
