import { pageReviewMessages, type StaffPage } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { insertAuditInTransaction, tellEditors, tellWriter, type Actor } from '../staff';
import { findReview, putReview } from './page-reviews.repository';
import { editorOnly, hasDraft, pageOrNotFound, toStaffPage, type PagesDeps } from './page-staff-view';

/**
 * The pages desk's review loop, as the news desk's (docs/product/pages.md, "Review"): anyone on the staff side
 * submits a page's draft changes; every active editor but the writer is mailed, and their home page counts
 * it. An editor sends it back with a note (the writer is mailed it and reads it on the page), and the writer
 * submits it again, which clears the note; publishing or scheduling the page ends the review
 * (pages.staff.ts). Each step is audited in the transaction that makes it, with the mail it queues.
 */

export interface PageReviewDeps extends PagesDeps {
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'pageReviewAsked' | 'pageReturned'>;
}

/** The page's draft changes submitted for review (again, after they were sent back): the editors are told. */
export async function submitPage(deps: PageReviewDeps, actor: Actor, id: string): Promise<StaffPage> {
  const row = await deps.mailQueue.transaction(async (trx, queue) => {
    const current = await pageOrNotFound(trx, id);
    if (!hasDraft(current)) throw new HttpError(409, pageReviewMessages.nothingToReview);
    if ((await findReview(trx, id))?.state === 'submitted') throw new HttpError(409, pageReviewMessages.alreadySubmitted);
    const now = deps.now();
    await putReview(trx, { page_id: id, state: 'submitted', writer_id: actor.id, returned_by: null, note: null, at: now.toISOString() });
    await insertAuditInTransaction(trx, actor, { action: 'page.submit', targetType: 'page', targetId: id, data: { path: current.address } }, now);
    await tellEditors(trx, queue, 'page-review', actor, (editor, writer) =>
      deps.emails.pageReviewAsked({ firstname: editor.firstname, writer, title: current.draft_title || current.address, address: current.address, id }),
    );
    return current;
  });
  return toStaffPage(deps.db, row);
}

/** An editor sends a submitted page back with a note: its writer is mailed it and reads it on the page. */
export async function returnPage(deps: PageReviewDeps, actor: Actor, id: string, note: string): Promise<StaffPage> {
  editorOnly(actor);
  const row = await deps.mailQueue.transaction(async (trx, queue) => {
    const current = await pageOrNotFound(trx, id);
    const review = await findReview(trx, id);
    if (review?.state !== 'submitted') throw new HttpError(409, pageReviewMessages.notSubmitted);
    const now = deps.now();
    await putReview(trx, { ...review, state: 'returned', note, returned_by: actor.id, at: now.toISOString() });
    await insertAuditInTransaction(trx, actor, { action: 'page.return', targetType: 'page', targetId: id, data: { path: current.address } }, now);
    await tellWriter(trx, queue, 'page-review', review.writer_id, actor, (writer, editor) =>
      deps.emails.pageReturned({ firstname: writer.firstname, editor, title: current.draft_title || current.address, id, note }),
    );
    return current;
  });
  return toStaffPage(deps.db, row);
}
