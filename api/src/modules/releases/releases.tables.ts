/** A version of a remote whose files the release store holds (release-store). */
export interface ReleaseVersionTable {
  remote: string;
  version: string;
  /** ISO 8601. */
  deployed_at: string;
}

/** The stable version of each released remote. */
export interface ReleaseRegistryTable {
  remote: string;
  version: string;
  updated_at: string;
}

/** A canary: a second version beside the stable one for `percent` % of page loads. */
export interface ReleaseCanaryTable {
  remote: string;
  version: string;
  percent: number;
  started_at: string;
}

/** One release, canary, promotion or rollback: who, when, what, why. */
export interface ReleaseHistoryTable {
  /** Orders the history; the highest names the current state (every change writes a row). */
  seq: number;
  at: string;
  actor: string;
  remote: string;
  action: string;
  version: string | null;
  from_version: string | null;
  stable: string | null;
  percent: number | null;
  reason: string | null;
  /** JSON. */
  figures: string | null;
}

/** The releases' tables, for Kysely's types (modules/index.ts). */
export interface ReleaseTables {
  release_versions: ReleaseVersionTable;
  release_registry: ReleaseRegistryTable;
  release_canaries: ReleaseCanaryTable;
  release_history: ReleaseHistoryTable;
}
