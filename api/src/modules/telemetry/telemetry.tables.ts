import type { Selectable } from 'kysely';

/**
 * Browsers' reports as per-minute counts per remote version (docs/product/telemetry.md): page views, errors by
 * kind, load failures, hydration mismatches, CSP reports. Nothing that names a person; kept 30 days.
 */
export interface TelemetryCountTable {
  /** The minute, ISO 8601 cut to the minute (`2026-11-25T14:05`). */
  minute: string;
  /** The remote the events belong to (`shell` for the shell's own code). */
  remote: string;
  /** Its version folder (`1.0.0-ab12cd34`), or `-` when unknown. */
  version: string;
  /** The route pattern of the page. */
  route: string;
  /** pageview, error, rejection, boundary, load-failure, hydration, csp. */
  kind: string;
  count: number;
}

/** Core Web Vitals as per-minute histograms per remote version: one row per bucket with a count. */
export interface TelemetryVitalTable {
  minute: string;
  remote: string;
  version: string;
  /** LCP, INP, CLS (×1000, so buckets are whole numbers) or TTFB. */
  name: string;
  /** The bucket's upper bound (telemetry/histogram.ts). */
  bucket: number;
  count: number;
}

/** The errors seen per remote version, by message: for the releases page's top errors. */
export interface TelemetryErrorTable {
  remote: string;
  version: string;
  /** SHA-256 (16 hex) of the cut message: the key. */
  fingerprint: string;
  /** The message, cut short and with URLs' queries and anything like an e-mail or number run removed. */
  message: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

/**
 * The networks that reported page loads with errors, per remote version: a rollback needs several
 * (RELEASE_MIN_ERROR_NETWORKS). `network` is a keyed hash of an address's /24 or /64, never the address.
 */
export interface TelemetryErrorNetworkTable {
  remote: string;
  version: string;
  network: string;
  /** ISO 8601: the last page load with an error from it. */
  last_seen: string;
}

/** Who may act for the canary watch until when (release-lease.ts): one instance at a time. */
export interface ReleaseLeaseTable {
  name: string;
  holder: string;
  /** ISO 8601. */
  expires_at: string;
}

export type TelemetryCountRow = Selectable<TelemetryCountTable>;

/** The telemetry's tables, for Kysely's types (modules/index.ts). */
export interface TelemetryTables {
  telemetry_counts: TelemetryCountTable;
  telemetry_vitals: TelemetryVitalTable;
  telemetry_errors: TelemetryErrorTable;
  telemetry_error_networks: TelemetryErrorNetworkTable;
  release_leases: ReleaseLeaseTable;
}
