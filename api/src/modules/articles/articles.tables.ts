import type { Generated, Insertable, Selectable } from 'kysely';

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
  /** 1 published (the default: imported articles are public), 0 a draft (its published_at a placeholder far in the future). */
  is_published: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type ArticleRow = Selectable<ArticleTable>;
export type NewArticleRow = Insertable<ArticleTable>;
