import type { Selectable } from 'kysely';

/** A page (migration 2026_12_03_0900_pages): JSON columns are text, checked by shared's contracts on every write. */
export interface PageTable {
  id: string;
  address: string;
  type: string;
  area: string | null;
  /** draft, published, scheduled or unpublished. */
  status: string;
  /** What visitors see; null while the page is not on the site. */
  live_title: string | null;
  live_blocks: string | null;
  live_card: string | null;
  /** The page's own description and social picture, JSON `{ description?, socialImage? }` (migration 2026_12_21_1000_sharing); null: from the text. */
  live_sharing: string | null;
  /** What staff edit (an autosave writes here only). */
  draft_title: string;
  draft_blocks: string;
  draft_card: string | null;
  draft_sharing: string | null;
  /** A publish due at scheduled_at. */
  scheduled_title: string | null;
  scheduled_blocks: string | null;
  scheduled_card: string | null;
  scheduled_sharing: string | null;
  published_at: string | null;
  scheduled_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface PageVersionTable {
  id: string;
  page_id: string;
  saved_at: string;
  saved_by: string | null;
  /** save, autosave, publish, schedule, restore, import. */
  kind: string;
  title: string;
  blocks: string;
  card: string | null;
  sharing: string | null;
}

export interface PageRedirectTable {
  /** The old address, answered with a 301 to the page's address. */
  address: string;
  page_id: string;
  created_at: string;
}

export interface SiteSettingTable {
  key: string;
  /** The setting's JSON. */
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** A page's review (migration 2026_12_22_1000_page_review): at most one going, gone with the page. */
export interface PageReviewTable {
  page_id: string;
  /** submitted or returned. */
  state: string;
  /** Who submitted it; the editor who sent it back, with their note. Null: not (yet) the case, or no one. */
  writer_id: string | null;
  returned_by: string | null;
  note: string | null;
  at: string;
}

export type PageRow = Selectable<PageTable>;
export type PageReviewRow = Selectable<PageReviewTable>;
export type PageVersionRow = Selectable<PageVersionTable>;

/** The pages' tables, for Kysely's types (modules/index.ts). */
export interface PagesTables {
  pages: PageTable;
  page_versions: PageVersionTable;
  page_redirects: PageRedirectTable;
  page_reviews: PageReviewTable;
  site_settings: SiteSettingTable;
}
