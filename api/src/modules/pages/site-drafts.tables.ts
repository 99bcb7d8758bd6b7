import type { Selectable } from 'kysely';

/**
 * The settings' and the menus' drafts and published versions (migration 2026_12_22_1100_site_drafts): the
 * record whole as JSON text, checked by shared's contracts on every write. What is live stays in site_settings.
 */
export interface SiteDraftTable {
  /** `settings` or `menus`: one draft each. */
  kind: string;
  value: string;
  saved_at: string;
  saved_by: string | null;
}

export interface SiteVersionTable {
  id: string;
  kind: string;
  saved_at: string;
  /** Who published it; null for the record as it was before the history was kept. */
  saved_by: string | null;
  value: string;
}

export type SiteDraftRow = Selectable<SiteDraftTable>;
export type SiteVersionRow = Selectable<SiteVersionTable>;

/** For Kysely's types (modules/index.ts), beside the pages' own tables. */
export interface SiteDraftTables {
  site_drafts: SiteDraftTable;
  site_versions: SiteVersionTable;
}
