import type { ReleaseFigures, ReleaseHistoryEntry } from '@tenants/shared';

const actionLabels: Record<string, string> = {
  release: 'Released',
  canary: 'Started a canary',
  promote: 'Promoted the canary',
  rollback: 'Rolled back',
  'auto-rollback': 'Rolled the canary back automatically',
};

/** A history line's what: "Started a canary 1.1.0-… for 10 %". */
export function describeAction(line: ReleaseHistoryEntry): string {
  const what = actionLabels[line.action] ?? line.action;
  const version = line.version ? ` ${line.version}` : '';
  const share = line.percent !== undefined ? ` for ${line.percent} % of page loads` : '';
  const from = line.from ? ` (was ${line.from})` : '';
  return `${what}${version}${share}${from}`;
}

const figureLabels: Record<string, string> = {
  canaryPageViews: 'Canary page views',
  stablePageViews: 'Stable page views',
  canaryErrorsPer1000: 'Canary errors per 1,000',
  stableErrorsPer1000: 'Stable errors per 1,000',
  canaryInpP75: 'Canary INP p75 (ms)',
  stableInpP75: 'Stable INP p75 (ms)',
};
export const figureLabel = (name: string) => figureLabels[name] ?? name;

/** A measured value, or "no data". */
export const shown = (value: number | null, unit = '') =>
  value === null ? 'no data' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 3 })}${unit}`;

/** The figures' columns, in order, with how each value is written. */
export const figureColumns: ReadonlyArray<{ label: string; value(figures: ReleaseFigures): string }> = [
  { label: 'Page views', value: (f) => f.pageViews.toLocaleString('en-GB') },
  { label: 'Errors', value: (f) => f.errors.toLocaleString('en-GB') },
  { label: 'Errors per 1,000 page views', value: (f) => shown(f.pageViews ? f.errorsPer1000 : null) },
  { label: 'LCP p75', value: (f) => shown(f.lcpP75, ' ms') },
  { label: 'INP p75', value: (f) => shown(f.inpP75, ' ms') },
  { label: 'CLS p75', value: (f) => shown(f.clsP75) },
];
