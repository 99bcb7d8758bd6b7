import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ArticleRevision, ArticleRow, Database } from '../../db/tables';
import { keepNewest } from '../../db/keep-newest';

/** An article's saved versions: the articles module's own, read and written by article-versions.ts. */

type Content = Pick<ArticleRow, 'title' | 'alias' | 'caption' | 'text' | 'body_html' | 'author' | 'category_id' | 'media_path' | 'media_alt'> & {
  sharing?: string | null;
};
const contentOf = ({ title, alias, caption, text, body_html, author, category_id, media_path, media_alt, sharing }: Content): Content => ({
  title,
  alias,
  caption,
  text,
  body_html,
  author,
  category_id,
  media_path,
  media_alt,
  sharing: sharing ?? null,
});

/** Stores a version of the article's content; `suggestion`: a contributor's change kept aside for an editor. */
export async function insertRevision(
  db: Kysely<Database>,
  article: ArticleRow,
  by: string | null,
  autosave: boolean,
  at: Date,
  suggestion = false,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('article_revisions')
    .values({
      id,
      article_id: article.id,
      saved_at: at.toISOString(),
      saved_by: by,
      autosave: autosave ? 1 : 0,
      suggestion: suggestion ? 1 : 0,
      ...contentOf(article),
    })
    .execute();
  return id;
}

/** Puts an article's content into an existing version (an autosave folding into the one before). */
export async function replaceRevision(db: Kysely<Database>, id: string, article: ArticleRow, at: Date): Promise<void> {
  await db
    .updateTable('article_revisions')
    .set({ saved_at: at.toISOString(), ...contentOf(article) })
    .where('id', '=', id)
    .execute();
}

export function latestRevision(db: Kysely<Database>, articleId: string): Promise<ArticleRevision | undefined> {
  return db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', articleId)
    .orderBy('saved_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Deletes all but the newest `keep` versions of an article. */
export const pruneRevisions = (db: Kysely<Database>, articleId: string, keep: number): Promise<void> =>
  keepNewest(db, 'article_revisions', { column: 'article_id', value: articleId }, keep);

export function listRevisions(db: Kysely<Database>, articleId: string): Promise<ArticleRevision[]> {
  return db.selectFrom('article_revisions').selectAll().where('article_id', '=', articleId).orderBy('saved_at', 'desc').orderBy('id', 'desc').execute();
}

export function findRevision(db: Kysely<Database>, articleId: string, id: string): Promise<ArticleRevision | undefined> {
  return db.selectFrom('article_revisions').selectAll().where('article_id', '=', articleId).where('id', '=', id).executeTakeFirst();
}

/** The version saved by hand at exactly `at` (the one an unpublish keeps of the live article), or undefined. */
export function revisionSavedAt(db: Kysely<Database>, articleId: string, at: string): Promise<ArticleRevision | undefined> {
  return db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', articleId)
    .where('saved_at', '=', at)
    .where('autosave', '=', 0)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
