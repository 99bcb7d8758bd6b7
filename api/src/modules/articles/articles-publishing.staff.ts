import { sharingOf, staffWorkMessages, type StaffArticle } from '@tenants/shared/model';
import type { ArticleRevision } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import { articleOrNotFound, prepareArticle, reviewCleared, toStaffArticle, type DeskDeps } from './articles.service';
import { editorOnly, mayChangeLive } from './articles.staff';
import { recordVersion, versionLiveUntil, versionOrNotFound } from './article-versions';
import { updateArticleRow } from './desk.repository';
import {
  assertPublishable,
  deleteArticleRow,
  publishArticleNow,
  saveArticleFields,
  undoUnpublishMs,
  undoUnpublishNow,
  unpublishArticleNow,
} from './desk-writes';

export async function publishArticle(deps: Pick<DeskDeps, 'db' | 'now'>, actor: Actor, id: string, publishAt: string | undefined): Promise<StaffArticle> {
  editorOnly(actor);
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const published = await publishArticleNow(trx, id, publishAt, now);
    const scheduled = published.published_at > now.toISOString();
    return {
      result: published,
      audit: [
        scheduled
          ? { action: 'article.schedule', targetType: 'article', targetId: id, data: { alias: published.alias, publishAt: published.published_at } }
          : { action: 'article.publish', targetType: 'article', targetId: id, data: { alias: published.alias } },
      ],
    };
  });
  return toStaffArticle(row, now);
}

/**
 * Off the site at once; `undoUntil` (a minute on, when it was live or scheduled) is how long the undo lasts.
 * The article as it was live is kept as a version, saved at the unpublish's time: the undo puts that back.
 */
export async function unpublishArticle(deps: Pick<DeskDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<{ article: StaffArticle; undoUntil?: string }> {
  editorOnly(actor);
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const draft = await unpublishArticleNow(trx, id, now);
    if (draft.unpublished_at) await recordVersion(trx, draft, actor.id, false, now);
    return { result: draft, audit: [{ action: 'article.unpublish', targetType: 'article', targetId: id, data: { alias: draft.alias } }] };
  });
  const undoUntil = row.unpublished_at ? new Date(Date.parse(row.unpublished_at) + undoUnpublishMs).toISOString() : undefined;
  return { article: toStaffArticle(row, now), ...(undoUntil ? { undoUntil } : {}) };
}

/**
 * Within a minute of an unpublish: live again with its old date (409 `undoExpired` after). What goes back
 * live is the article as it was live: a draft saved in between (a contributor may edit one) is not published
 * by the undo; it stays in the history as a version, for an editor to restore on purpose. Audited as a publish.
 */
export async function undoUnpublish(deps: DeskDeps, actor: Actor, id: string): Promise<StaffArticle> {
  editorOnly(actor);
  const now = deps.now();
  const current = await articleOrNotFound(deps.db, id);
  const savedSince = !!current.unpublished_at && current.updated_at !== current.unpublished_at;
  const wasLive = savedSince ? await versionLiveUntil(deps.db, id, current.unpublished_at!) : undefined;
  if (savedSince && !wasLive) throw new HttpError(409, staffWorkMessages.undoExpired);
  const fields = wasLive && (await versionFields(deps, id, wasLive));
  const row = await audited(deps, actor, async (trx) => {
    if (fields) await recordVersion(trx, await saveArticleFields(trx, id, fields, now), actor.id, false, now);
    const live = await undoUnpublishNow(trx, id, now, staffWorkMessages.undoExpired);
    return {
      result: live,
      audit: [{ action: 'article.undo-unpublish', targetType: 'article', targetId: id, data: { alias: live.alias, publishAt: live.published_at } }],
    };
  });
  return toStaffArticle(row, now);
}

/**
 * Deletes a draft with its versions. Live and scheduled articles are unpublished first (409); a draft that
 * was once published may have been linked to and shared, so only an admin deletes it (403). Audited as an
 * `article.update` to `deleted` (the audit list has no delete action yet).
 */
export async function removeArticle(deps: Pick<DeskDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<void> {
  editorOnly(actor);
  const row = await articleOrNotFound(deps.db, id);
  if (row.status === 'published') throw new HttpError(409, staffWorkMessages.deleteOnlyDrafts);
  if (row.first_published_at && actor.role !== 'admin') throw new HttpError(403, staffWorkMessages.deleteUnpublishedAdminOnly);
  await audited(deps, actor, async (trx) => {
    await deleteArticleRow(trx, id);
    return {
      result: undefined,
      audit: [{ action: 'article.delete', targetType: 'article', targetId: id, data: { alias: row.alias, from: 'draft' } }],
    };
  });
}

/** A version's content as the article's fields, checked again like any save (the picture still there, the address free). */
const versionFields = (deps: DeskDeps, id: string, v: ArticleRevision) =>
  prepareArticle(
    deps,
    {
      title: v.title,
      alias: v.alias,
      caption: v.caption,
      text: v.text,
      bodyHtml: v.body_html,
      author: v.author ?? '',
      categoryId: v.category_id,
      mediaPath: v.media_path,
      mediaAlt: v.media_alt,
      description: sharingOf(v.sharing).description ?? '',
      socialImage: sharingOf(v.sharing).socialImage ?? null,
    },
    { id },
  );

/**
 * A version's content becomes the article's, saved as a new version (checked again like any save: the
 * picture must still be there, the address free); on a live article it goes live, so it must be whole, and
 * it is an editor's. Audited as an `article.update` naming the version.
 */
export async function restoreVersion(deps: DeskDeps, actor: Actor, id: string, versionId: string): Promise<StaffArticle> {
  const current = await articleOrNotFound(deps.db, id);
  mayChangeLive(actor, current);
  const fields = await versionFields(deps, id, await versionOrNotFound(deps.db, id, versionId));
  const row = await audited(deps, actor, async (trx) => {
    let saved = await saveArticleFields(trx, id, fields, deps.now());
    if (saved.status === 'published') assertPublishable(saved);
    // Applying the suggestion waiting for review is the review's end.
    if (current.review_suggestion_id === versionId) {
      await updateArticleRow(trx, id, reviewCleared);
      saved = await articleOrNotFound(trx, id);
    }
    await recordVersion(trx, saved, actor.id, false, deps.now());
    return { result: saved, audit: [{ action: 'article.restore', targetType: 'article', targetId: id, data: { alias: saved.alias, version: versionId } }] };
  });
  return toStaffArticle(row, deps.now());
}
