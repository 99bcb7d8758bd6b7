import type { Selectable } from 'kysely';

/** A guide of the library (migration 2026_12_03_0910_guides). */
export interface GuideTable {
  slug: string;
  title: string;
  summary: string;
  /** 1: in the short list of four. */
  featured: number;
  position: number;
  /** live or retired. */
  status: string;
  downloads: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** A PDF staff uploaded for a guide, in place of the one drawn from its text. */
export interface GuideFileTable {
  slug: string;
  sha256: string;
  bytes: Buffer;
  size: number;
  uploaded_at: string;
  uploaded_by: string | null;
}

export type GuideRow = Selectable<GuideTable>;

export interface GuidesTables {
  guides: GuideTable;
  guide_files: GuideFileTable;
}
