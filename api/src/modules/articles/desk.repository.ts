import type { Kysely } from 'kysely';
import { containsText, paged } from '../../db/paging';
import type { ArticleReviewState, ArticleRow, Database, NewArticleRow } from '../../db/tables';
import { articleColumns } from './article-row';

/**
 * The news desk's reads and writes (docs/product/staff.md): every article, drafts too, by id or alias, and
 * the rows the desk inserts and changes. The articles module's own, like articles.repository.ts (the public
 * reads and the import).
 */

export type StaffArticleState = 'draft' | 'scheduled' | 'published';

/** A page of every article (drafts too) for staff, last changed first; `q` matches title or alias. */
export async function searchAllArticles(
  db: Kysely<Database>,
  { q, state, review, page, pageSize }: { q: string; state?: StaffArticleState; review?: ArticleReviewState; page: number; pageSize: number },
  now: Date,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const at = now.toISOString();
  const base = db
    .selectFrom('articles')
    .$if(q !== '', (qb) => qb.where((eb) => containsText(eb, ['title', 'alias'], q)))
    .$if(state === 'draft', (qb) => qb.where('status', '=', 'draft'))
    .$if(state === 'scheduled', (qb) => qb.where('status', '=', 'published').where('published_at', '>', at))
    .$if(state === 'published', (qb) => qb.where('status', '=', 'published').where('published_at', '<=', at))
    .$if(review !== undefined, (qb) => qb.where('review_state', '=', review!));
  // Articles changed at the same moment (an import, the seed) come newest first by date, not by their ids' chance.
  return paged(base, { page, pageSize }, (query) =>
    query.select(articleColumns).orderBy('updated_at', 'desc').orderBy('published_at', 'desc').orderBy('created_at', 'desc').orderBy('id'),
  );
}

export function findArticleById(db: Kysely<Database>, id: string): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').select(articleColumns).where('id', '=', id).executeTakeFirst();
}

/** The id of the article at an alias, if any. */
export async function articleIdAt(db: Kysely<Database>, alias: string): Promise<string | undefined> {
  return (await db.selectFrom('articles').select('id').where('alias', '=', alias).executeTakeFirst())?.id;
}

/** The aliases that begin with `stem` (to find a free one for an article made from its title). */
export async function aliasesStartingWith(db: Kysely<Database>, stem: string): Promise<string[]> {
  const rows = await db.selectFrom('articles').select('alias').where('alias', 'like', `${stem}%`).execute();
  return rows.map((row) => row.alias);
}

export async function insertArticleRow(db: Kysely<Database>, row: NewArticleRow): Promise<void> {
  await db.insertInto('articles').values(row).execute();
}

export async function updateArticleRow(db: Kysely<Database>, id: string, changes: Partial<Omit<NewArticleRow, 'id' | 'created_at'>>): Promise<void> {
  await db.updateTable('articles').set(changes).where('id', '=', id).execute();
}

export async function deleteArticleRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('article_revisions').where('article_id', '=', id).execute();
  await db.deleteFrom('articles').where('id', '=', id).execute();
}

/** How many drafts there are (the staff home page). */
export async function countDrafts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many articles wait for an editor's review; with `by`, that person's articles sent back to them. */
export async function countReviews(db: Kysely<Database>, { state, by }: { state: ArticleReviewState; by?: string }): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('review_state', '=', state)
    .$if(by !== undefined, (qb) => qb.where('review_by', '=', by!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
