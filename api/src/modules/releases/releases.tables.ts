/** A version of a remote whose files the release store holds (release-store). */
export interface ReleaseVersionTable {
  remote: string;
  version: string;
  /** ISO 8601. */
  deployed_at: string;
  /** The folder URL its browser files are loaded from (the team's own origin); null: the site's release store. */
  files_at: string | null;
  /** JSON: every shipped file's path → `sha384-<base64>`; null for a release from before they were recorded. */
  files: string | null;
}

/** A team's release token (docs/releases.md): only its hash is kept. */
export interface ReleaseTokenTable {
  id: string;
  name: string;
  /** JSON array of the remotes it may release. */
  remotes: string;
  token_hash: string;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
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
  release_tokens: ReleaseTokenTable;
}
