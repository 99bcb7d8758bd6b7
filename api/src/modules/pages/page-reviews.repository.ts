import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { PageReviewRow } from './pages.tables';

/** The pages' reviews (the module's own; the staff home's counts come through pages.service.ts). */

type Db = Kysely<Database>;

export const findReview = (db: Db, pageId: string): Promise<PageReviewRow | undefined> =>
  db.selectFrom('page_reviews').selectAll().where('page_id', '=', pageId).executeTakeFirst();

export const allReviews = (db: Db): Promise<PageReviewRow[]> => db.selectFrom('page_reviews').selectAll().execute();

/** Starts the page's review afresh, or moves it on: one row a page. */
export async function putReview(db: Db, row: PageReviewRow): Promise<void> {
  const { page_id: _pageId, ...changes } = row;
  await db
    .insertInto('page_reviews')
    .values(row)
    .onConflict((oc) => oc.column('page_id').doUpdateSet(changes))
    .execute();
}

/** The review is over (the page was published). */
export const endReview = (db: Db, pageId: string) => db.deleteFrom('page_reviews').where('page_id', '=', pageId).execute();

/** How many pages wait for an editor's review; with `writer`, that person's pages sent back to them. */
export async function countReviews(db: Db, { state, writer }: { state: string; writer?: string }): Promise<number> {
  const row = await db
    .selectFrom('page_reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('state', '=', state)
    .$if(writer !== undefined, (qb) => qb.where('writer_id', '=', writer!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
