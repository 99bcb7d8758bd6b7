import type { Kysely } from 'kysely';
import type { PageReview, PageReviewState, StaffPageSummary } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { colleaguesByIds } from '../staff';
import { findReview } from './page-reviews.repository';
import type { PageReviewRow } from './pages.tables';

/** A page's review as the staff API answers it: its state in the list, with the people named on the page. */

export const reviewSummary = (row: PageReviewRow | undefined): StaffPageSummary['review'] => (row ? { state: row.state as PageReviewState, at: row.at } : null);

export async function reviewOf(db: Kysely<Database>, pageId: string): Promise<PageReview | null> {
  const row = await findReview(db, pageId);
  if (!row) return null;
  const people = await colleaguesByIds(db, [row.writer_id, row.returned_by]);
  const named = (id: string | null) => (id && people.get(id)) || null;
  return { state: row.state as PageReviewState, at: row.at, writer: named(row.writer_id), note: row.note, returnedBy: named(row.returned_by) };
}
