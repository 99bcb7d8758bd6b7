import type { z } from 'zod';
import type { staffSummaryResponseSchema } from '@tenants/shared/model';
import { countDrafts, countReviews } from '../articles/articles.service';
import { countWaitingConsultations } from '../consultations/consultations.service';
import { countInbox } from '../enquiry/enquiry.service';
import { countPageReviews } from '../pages/pages.service';
import type { Actor, StaffDeps } from './staff.service';

type Summary = z.infer<typeof staffSummaryResponseSchema>['payload'];

/**
 * The staff home page's counts: new enquiries, open ones nobody has and the caller's own, consultation
 * requests waiting for an adviser, the drafts waiting, and the articles and pages waiting for review. A contributor sees the
 * drafts and their own articles and pages sent back only: the inbox is not theirs to read.
 */
export async function staffSummary(deps: Pick<StaffDeps, 'db'>, actor: Actor): Promise<Summary> {
  const drafts = await countDrafts(deps.db);
  // A contributor's own articles and pages sent back to them; an editor's, every one waiting for review.
  if (actor.role === 'contributor' || !actor.id)
    return {
      newEnquiries: 0,
      unassignedEnquiries: 0,
      myEnquiries: 0,
      consultationRequests: 0,
      drafts,
      review: actor.id ? await countReviews(deps.db, { state: 'returned', by: actor.id }) : 0,
      pageReview: actor.id ? await countPageReviews(deps.db, { state: 'returned', writer: actor.id }) : 0,
    };
  return {
    ...(await countInbox(deps.db, actor.id)),
    consultationRequests: await countWaitingConsultations(deps.db),
    drafts,
    review: await countReviews(deps.db, { state: 'submitted' }),
    pageReview: await countPageReviews(deps.db, { state: 'submitted' }),
  };
}
