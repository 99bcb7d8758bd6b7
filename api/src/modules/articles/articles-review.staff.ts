import type { Transaction } from 'kysely';
import { reviewMessages, type StaffArticle } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue, QueueMail } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import { insertAuditInTransaction, tellEditors as tellEveryEditor, tellWriter, type Actor } from '../staff';
import { articleOrNotFound, prepareArticle, toStaffArticle, type DeskDeps, type StaffArticleDraftInput } from './articles.service';
import { editorOnly } from './articles.staff';
import { findArticleById, updateArticleRow } from './desk.repository';
import { insertRevision } from './revisions.repository';

/**
 * The news desk's review loop (docs/product/staff.md): a contributor submits a draft, or suggests changes to
 * a live article (kept as a version of its own); the editors (staff and admins) are told by mail and on their
 * home page; an editor sends it back with a note (the writer is mailed it and sees it on the article) or
 * publishes it, or applies the suggestion by restoring its version (which ends the review). Each step is audited.
 */

export interface ReviewDeps extends DeskDeps {
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'articleReviewAsked' | 'articleReturned'>;
}

/** Tells every active editor but the one asking that an article waits for them. */
function tellEditors(
  deps: ReviewDeps,
  trx: Transaction<Database>,
  queue: QueueMail,
  actor: Actor,
  article: { id: string; title: string },
  suggestion: boolean,
) {
  return tellEveryEditor(trx, queue, 'article-review', actor, (editor, writer) =>
    deps.emails.articleReviewAsked({ firstname: editor.firstname, writer, title: article.title, id: article.id, suggestion }),
  );
}

/** A draft submitted for review (again, after it was sent back): the editors are told. */
export async function submitForReview(deps: ReviewDeps, actor: Actor, id: string): Promise<StaffArticle> {
  const row = await deps.mailQueue.transaction(async (trx, queue) => {
    const current = await articleOrNotFound(trx, id);
    if (current.status !== 'draft') throw new HttpError(409, reviewMessages.onlyDrafts);
    if (current.review_state === 'submitted') throw new HttpError(409, reviewMessages.alreadySubmitted);
    const at = deps.now().toISOString();
    await updateArticleRow(trx, id, { review_state: 'submitted', review_note: null, review_by: actor.id, review_at: at, review_suggestion_id: null });
    await insertAuditInTransaction(trx, actor, { action: 'article.submit', targetType: 'article', targetId: id, data: { alias: current.alias } }, deps.now());
    await tellEditors(deps, trx, queue, actor, current, false);
    return (await findArticleById(trx, id))!;
  });
  return toStaffArticle(row, deps.now());
}

/**
 * A contributor's changes to a live article: checked like any save, kept as a suggested version (the live
 * article is untouched) and put up for review; the editors are told.
 */
export async function suggestChanges(deps: ReviewDeps, actor: Actor, id: string, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  const before = await articleOrNotFound(deps.db, id);
  if (before.status !== 'published') throw new HttpError(409, reviewMessages.onlyLive);
  const fields = await prepareArticle(deps, draft, { id });
  const row = await deps.mailQueue.transaction(async (trx, queue) => {
    const current = await articleOrNotFound(trx, id);
    const now = deps.now();
    const suggestionId = await insertRevision(trx, { ...current, ...fields }, actor.id, false, now, true);
    await updateArticleRow(trx, id, {
      review_state: 'submitted',
      review_note: null,
      review_by: actor.id,
      review_at: now.toISOString(),
      review_suggestion_id: suggestionId,
    });
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'article.suggest', targetType: 'article', targetId: id, data: { alias: current.alias, version: suggestionId } },
      now,
    );
    await tellEditors(deps, trx, queue, actor, current, true);
    return (await findArticleById(trx, id))!;
  });
  return toStaffArticle(row, deps.now());
}

/** An editor sends a submitted article back with a note: the writer is mailed it and sees it on the article. */
export async function returnToWriter(deps: ReviewDeps, actor: Actor, id: string, note: string): Promise<StaffArticle> {
  editorOnly(actor);
  const row = await deps.mailQueue.transaction(async (trx, queue) => {
    const current = await articleOrNotFound(trx, id);
    if (current.review_state !== 'submitted') throw new HttpError(409, reviewMessages.notSubmitted);
    const now = deps.now();
    await updateArticleRow(trx, id, { review_state: 'returned', review_note: note, review_at: now.toISOString() });
    await insertAuditInTransaction(trx, actor, { action: 'article.return', targetType: 'article', targetId: id, data: { alias: current.alias } }, now);
    await tellWriter(trx, queue, 'article-review', current.review_by, actor, (writer, editor) =>
      deps.emails.articleReturned({ firstname: writer.firstname, editor, title: current.title, id, note }),
    );
    return (await findArticleById(trx, id))!;
  });
  return toStaffArticle(row, deps.now());
}
