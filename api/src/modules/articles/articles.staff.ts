import type { z } from 'zod';
import {
  staffMediaMaxBytes,
  staffMessages,
  staffPageSize,
  staffWorkMessages,
  type StaffArticle,
  type StaffArticleSummary,
  type staffArticleQuerySchema,
} from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { HttpError } from '../../http-errors';
import { audited, recordAudit, type Actor } from '../staff';
import { searchAllArticles } from './desk.repository';
import { articleOrNotFound, prepareArticle, toStaffArticle, type ArticleRow, type DeskDeps, type StaffArticleDraftInput } from './articles.service';
import { recordVersion } from './article-versions';
import { assertPublishable, insertDraftArticle, saveArticleFields } from './desk-writes';
import { storeUploadedPicture } from './media-encode';

/**
 * The news desk of the staff area (docs/product/staff.md): the articles for staff, drafts created and
 * saved (each save a version), and pictures uploaded; each change audited. Publishing, unpublishing,
 * deleting and restoring a version are articles-publishing.staff.ts; a draft's preview is the service's
 * `previewArticle`, which stores nothing. Contributors write drafts only: what goes live, or is
 * live, is an editor's.
 */

/** A contributor may not change what is (or is about to be) on the site. */
export function mayChangeLive(actor: Actor, row: Pick<ArticleRow, 'status'>): void {
  if (actor.role === 'contributor' && row.status === 'published') throw new HttpError(403, staffWorkMessages.contributorOnlyDrafts);
}

/** Publishing, scheduling, unpublishing and deleting are an editor's (staff or admin). */
export function editorOnly(actor: Actor): void {
  if (actor.role === 'contributor') throw new HttpError(403, staffWorkMessages.contributorOnlyDrafts);
}

type ArticleQuery = z.output<typeof staffArticleQuerySchema>;

export async function articleList(deps: Pick<DeskDeps, 'db' | 'now'>, query: ArticleQuery): Promise<Page<StaffArticleSummary>> {
  const now = deps.now();
  const { rows, total } = await searchAllArticles(
    deps.db,
    { q: query.q, state: query.state, review: query.review, page: query.page, pageSize: staffPageSize },
    now,
  );
  return pageOf(
    rows.map((row) => {
      const { id, alias, title, categoryId, state, publishedAt, updatedAt, everPublished, review } = toStaffArticle(row, now);
      return { id, alias, title, categoryId, state, publishedAt, updatedAt, everPublished, review };
    }),
    total,
    query.page,
    staffPageSize,
  );
}

export async function articleDetail(deps: Pick<DeskDeps, 'db' | 'now'>, id: string): Promise<StaffArticle> {
  return toStaffArticle(await articleOrNotFound(deps.db, id), deps.now());
}

/** A new article, stored as a draft (nothing is public until it is published). */
export async function createArticle(deps: DeskDeps, actor: Actor, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  const fields = await prepareArticle(deps, draft);
  const row = await audited(deps, actor, async (trx) => {
    const created = await insertDraftArticle(trx, fields, deps.now());
    await recordVersion(trx, created, actor.id, Boolean(draft.autosave), deps.now());
    // The alias, never the title: a title is free text (one with line breaks once faked an entry).
    return { result: created, audit: [{ action: 'article.create', targetType: 'article', targetId: created.id, data: { alias: created.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

/**
 * Saves an article as a new version; a published one shows the change at once, so it must stay whole
 * (every field publishing needs) and an autosave never touches it (409: live edits wait for Update).
 */
export async function saveArticle(deps: DeskDeps, actor: Actor, id: string, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  const current = await articleOrNotFound(deps.db, id);
  if (draft.autosave && current.status === 'published') throw new HttpError(409, staffWorkMessages.autosaveLive);
  mayChangeLive(actor, current);
  const fields = await prepareArticle(deps, draft, { id });
  const row = await audited(deps, actor, async (trx) => {
    const saved = await saveArticleFields(trx, id, fields, deps.now());
    if (saved.status === 'published') assertPublishable(saved);
    const folded = await recordVersion(trx, saved, actor.id, Boolean(draft.autosave), deps.now());
    // An autosave folding into the one before is the same version: one row per version, not per keystroke pause.
    return {
      result: saved,
      audit: folded ? [] : [{ action: 'article.update' as const, targetType: 'article' as const, targetId: id, data: { alias: saved.alias } }],
    };
  });
  return toStaffArticle(row, deps.now());
}

/**
 * A picture for an article, at most `staffMediaMaxBytes`: re-encoded into its responsive
 * versions, AVIF and WebP at each width, with nothing of the upload kept but its pixels. What it is comes
 * from its bytes and from what decodes (PNG, JPEG, WebP or AVIF; never SVG, which can carry script), not
 * from the type the sender gave. Answers the public path of the widest WebP, which an article stores.
 */
export async function uploadMedia(deps: DeskDeps, actor: Actor, upload: { bytes: unknown; fileName?: string }): Promise<string> {
  if (!Buffer.isBuffer(upload.bytes) || upload.bytes.length === 0) throw new HttpError(400, staffMessages.mediaType);
  if (upload.bytes.length > staffMediaMaxBytes) throw new HttpError(413, staffMessages.mediaTooLarge);
  const { path, type } = await storeUploadedPicture(deps.mediaDirs.uploadDir, upload.bytes, upload.fileName);
  await recordAudit(deps, actor, { action: 'media.upload', targetType: 'media', targetId: null, data: { path, mediaType: type, bytes: upload.bytes.length } });
  return path;
}
