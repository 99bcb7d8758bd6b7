import type { Generated, Insertable, Selectable } from 'kysely';

export type ArticleStatus = 'draft' | 'published';

export interface ArticleTable {
  id: string;
  alias: string;
  title: string;
  caption: string;
  /** One sentence for the small cards of a listing block. */
  text: string;
  /** Sanitised on import (shared `articleHtmlPolicy`). */
  body_html: string;
  /** The body's text content, for keyword search. */
  body_text: string;
  author: string | null;
  /** 1 News, 2 Hot Topics, 3 Insights. */
  category_id: number;
  /** Root-relative, with the picture's content hash in the file name. */
  media_path: string;
  media_alt: string;
  /** ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  published_at: string;
  /**
   * 'published' (the default: imported articles are public; one dated later is scheduled) or 'draft', which
   * no public read shows whatever its date (when it was written, or the date it had before it was taken off).
   */
  status: Generated<ArticleStatus>;
  created_at: string;
  updated_at: string;
  /** The first publish (kept when unpublished: a once-published draft is deleted by admins only). */
  first_published_at: Generated<string | null>;
  /** The last unpublish and the date the article had then (its undo, within a minute, puts that date back). */
  unpublished_at: Generated<string | null>;
  unpublished_from: Generated<string | null>;
  /** Where its review stands: 'submitted' (waiting for an editor) or 'returned' (sent back with a note); null when none is asked. */
  review_state: Generated<ArticleReviewState | null>;
  /** The editor's note when it was sent back. */
  review_note: Generated<string | null>;
  /** Who submitted it (or suggested the change): the one told when it is sent back. */
  review_by: Generated<string | null>;
  review_at: Generated<string | null>;
  /** On a live article: the suggested version an editor can apply. */
  review_suggestion_id: Generated<string | null>;
  /** Its own description and social picture, JSON `{ description?, socialImage? }` (migration 2026_12_21_1000_sharing); null: from the caption and picture. */
  sharing: Generated<string | null>;
}

export type ArticleReviewState = 'submitted' | 'returned';

/** One saved version of an article: each save stores one; the last 30 are kept. */
export interface ArticleRevisionTable {
  id: string;
  article_id: string;
  saved_at: string;
  /** The staff member who saved it; null once their account is erased. */
  saved_by: string | null;
  /** 1 when the editor saved by itself while typing (one person's autosaves within 10 minutes fold into one). */
  autosave: number;
  title: string;
  alias: string;
  caption: string;
  text: string;
  body_html: string;
  author: string | null;
  category_id: number;
  media_path: string;
  media_alt: string;
  /** 1 for a contributor's suggested change to a live article: kept aside until an editor applies it. */
  suggestion: Generated<number>;
  sharing: Generated<string | null>;
}

export type ArticleRevision = Selectable<ArticleRevisionTable>;
export type ArticleRow = Selectable<ArticleTable>;
export type NewArticleRow = Insertable<ArticleTable>;

/** The articles' tables, for Kysely's types (modules/index.ts). */
export interface ArticlesTables {
  articles: ArticleTable;
  article_revisions: ArticleRevisionTable;
}
