import type { CoreConfig } from '../../config/core';
import { blank, decimal, integer, type Env } from '../../config/parse';
import type { ReleaseStoreSettings } from '../releases/release-files';

/** Browsers' reports (docs/product/telemetry.md). */
export interface TelemetryConfig {
  /** The share of page views that report (TELEMETRY_SAMPLE_RATE, 0–1): the browser decides per page view. */
  sampleRate: number;
  /** How often each instance writes what it summed (TELEMETRY_FLUSH_MS). */
  flushMs: number;
  /** How long a page-load id is taken (TELEMETRY_PAGE_LOAD_TTL_MS) … */
  pageLoadTtlMs: number;
  /** … how many beacons one page load may send (TELEMETRY_REPORTS_PER_PAGE_LOAD) … */
  reportsPerPageLoad: number;
  /** … and how many of its errors count (TELEMETRY_ERRORS_PER_PAGE_LOAD). */
  errorsPerPageLoad: number;
}

/** The canary watch (README "Releases"): how often it looks and when a canary is worse than stable. */
export interface ReleasesConfig {
  watchMs: number;
  minPageViews: number;
  /** Distinct page loads with errors a canary needs before either path of the rule can end it. */
  minErrorPageLoads: number;
  /** Distinct visitors' networks (/24 or /64) those page loads must come from (RELEASE_MIN_ERROR_NETWORKS). */
  minErrorNetworks: number;
  /** How sure the error-rate test must be (RELEASE_CONFIDENCE, 0.9–0.999999). */
  confidence: number;
  errorRatio: number;
  errorMarginPer1000: number;
  inpRatio: number;
  minInpSamples: number;
  /** Where the alert of an automatic rollback goes (RELEASE_ALERT_EMAIL; STAFF_EMAIL when unset). */
  alertEmail: string;
  /** The release files' bucket (RELEASE_STORE_BUCKET and its settings); unset: the deploy folder. */
  store?: ReleaseStoreSettings;
}

/** An S3-compatible bucket for the release files, when RELEASE_STORE_BUCKET names one. */
function releaseStoreSettings(env: Env): ReleaseStoreSettings | undefined {
  if (blank(env.RELEASE_STORE_BUCKET)) return undefined;
  return {
    bucket: env.RELEASE_STORE_BUCKET!.trim(),
    // Keys under it end in remotes/<name>/<version>/<file>, the paths the site serves.
    prefix: blank(env.RELEASE_STORE_PREFIX) ? '' : env.RELEASE_STORE_PREFIX!.trim().replace(/^\/+/, ''),
    ...(blank(env.RELEASE_STORE_ENDPOINT) ? {} : { endpoint: env.RELEASE_STORE_ENDPOINT!.trim() }),
    ...(blank(env.RELEASE_STORE_REGION) ? {} : { region: env.RELEASE_STORE_REGION!.trim() }),
  };
}

/** The reports' settings and the canary watch's, which judges releases by those reports (release-watch.ts). */
export function loadTelemetryConfig(env: Env, { brand }: CoreConfig): { telemetry: TelemetryConfig; releases: ReleasesConfig } {
  return {
    telemetry: {
      sampleRate: decimal(env, 'TELEMETRY_SAMPLE_RATE', 1, 0, 1),
      flushMs: integer(env, 'TELEMETRY_FLUSH_MS', 5000, 100, 600_000),
      pageLoadTtlMs: integer(env, 'TELEMETRY_PAGE_LOAD_TTL_MS', 3_600_000, 60_000, 86_400_000),
      reportsPerPageLoad: integer(env, 'TELEMETRY_REPORTS_PER_PAGE_LOAD', 20, 1, 1000),
      errorsPerPageLoad: integer(env, 'TELEMETRY_ERRORS_PER_PAGE_LOAD', 5, 1, 1000),
    },
    releases: {
      watchMs: integer(env, 'RELEASE_WATCH_MS', 15_000, 100, 3_600_000),
      // Tens of page loads, not hundreds: a small site's canary is judged within its first hours (canary-rule.ts).
      minPageViews: integer(env, 'RELEASE_MIN_PAGE_VIEWS', 10, 1, 1_000_000),
      minErrorPageLoads: integer(env, 'RELEASE_MIN_ERROR_PAGE_LOADS', 3, 1, 1_000_000),
      // One visitor with many page loads is one witness: a rollback needs errors seen from this many networks.
      minErrorNetworks: integer(env, 'RELEASE_MIN_ERROR_NETWORKS', 3, 1, 1000),
      confidence: decimal(env, 'RELEASE_CONFIDENCE', 0.999, 0.9, 0.999999),
      errorRatio: decimal(env, 'RELEASE_ERROR_RATIO', 2, 1, 1000),
      errorMarginPer1000: decimal(env, 'RELEASE_ERROR_MARGIN_PER_1000', 5, 0, 1000),
      inpRatio: decimal(env, 'RELEASE_INP_RATIO', 1.5, 1, 100),
      minInpSamples: integer(env, 'RELEASE_MIN_INP_SAMPLES', 20, 1, 1_000_000),
      alertEmail: blank(env.RELEASE_ALERT_EMAIL) ? (blank(env.STAFF_EMAIL) ? brand.email : env.STAFF_EMAIL!.trim()) : env.RELEASE_ALERT_EMAIL!.trim(),
      ...(releaseStoreSettings(env) ? { store: releaseStoreSettings(env) } : {}),
    },
  };
}
