import { articleCategories, type Article } from '@tenants/shared/model';
import { sharingOf } from '@tenants/shared/model';
import type { ArticleRow, ArticleTable } from '../../db/tables';

/** Every column of an article by name, so a reader never fetches PostgreSQL's search document with it. */
export const articleColumns = Object.keys({
  id: true,
  alias: true,
  title: true,
  caption: true,
  text: true,
  body_html: true,
  body_text: true,
  author: true,
  category_id: true,
  media_path: true,
  media_alt: true,
  published_at: true,
  status: true,
  created_at: true,
  updated_at: true,
  first_published_at: true,
  unpublished_at: true,
  unpublished_from: true,
  review_state: true,
  review_note: true,
  review_by: true,
  review_at: true,
  review_suggestion_id: true,
  sharing: true,
} satisfies Record<keyof ArticleTable, true>) as (keyof ArticleTable)[];

/** A row in the shape of the contract (docs/product/news.md: content[0] is the body, Media.path, Category.name). */
export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    title: row.title,
    alias: row.alias,
    caption: row.caption,
    content: [row.body_html],
    author: row.author,
    publishedAt: row.published_at,
    text: row.text,
    Media: { path: row.media_path, alt: row.media_alt },
    Category: { id: row.category_id, name: articleCategories.find((c) => c.id === row.category_id)?.name ?? 'News' },
    // The desk's own description and social picture, when written: the article page's head prefers them.
    ...sharingOf(row.sharing),
  };
}
