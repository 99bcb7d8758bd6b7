import type { z } from 'zod';
import { staffMediaMaxBytes, staffMessages, staffPageSize, type StaffArticle, type StaffArticleSummary, type staffArticleQuerySchema } from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { HttpError } from '../../http-errors';
import { audited, recordAudit, type Actor } from '../staff';
import { searchAllArticles } from './desk.repository';
import {
  articleOrNotFound,
  insertDraftArticle,
  prepareArticle,
  publishArticleNow,
  saveArticleFields,
  toStaffArticle,
  unpublishArticleNow,
  type DeskDeps,
  type StaffArticleDraftInput,
} from './articles.service';
import { storeUploadedPicture } from './media-encode';

/**
 * The news desk of the staff area (docs/product/staff.md): the articles for staff, drafts created and
 * saved, published, scheduled or taken off the site, and pictures uploaded; each change audited. A draft's
 * preview is the service's `previewArticle`, which stores nothing.
 */

type ArticleQuery = z.output<typeof staffArticleQuerySchema>;

export async function articleList(deps: Pick<DeskDeps, 'db' | 'now'>, query: ArticleQuery): Promise<Page<StaffArticleSummary>> {
  const now = deps.now();
  const { rows, total } = await searchAllArticles(deps.db, { q: query.q, state: query.state, page: query.page, pageSize: staffPageSize }, now);
  return pageOf(
    rows.map((row) => {
      const { id, alias, title, categoryId, state, publishedAt, updatedAt } = toStaffArticle(row, now);
      return { id, alias, title, categoryId, state, publishedAt, updatedAt };
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
    // The alias, never the title: a title is free text (one with line breaks once faked an entry).
    return { result: created, audit: [{ action: 'article.create', targetType: 'article', targetId: created.id, data: { alias: created.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

/** Saves an article; a published one shows the change at once. */
export async function saveArticle(deps: DeskDeps, actor: Actor, id: string, draft: StaffArticleDraftInput): Promise<StaffArticle> {
  await articleOrNotFound(deps.db, id);
  const fields = await prepareArticle(deps, draft, { id });
  const row = await audited(deps, actor, async (trx) => {
    const saved = await saveArticleFields(trx, id, fields, deps.now());
    return { result: saved, audit: [{ action: 'article.update', targetType: 'article', targetId: id, data: { alias: saved.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

export async function publishArticle(deps: Pick<DeskDeps, 'db' | 'now'>, actor: Actor, id: string, publishAt: string | undefined): Promise<StaffArticle> {
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

export async function unpublishArticle(deps: Pick<DeskDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<StaffArticle> {
  const row = await audited(deps, actor, async (trx) => {
    const draft = await unpublishArticleNow(trx, id, deps.now());
    return { result: draft, audit: [{ action: 'article.unpublish', targetType: 'article', targetId: id, data: { alias: draft.alias } }] };
  });
  return toStaffArticle(row, deps.now());
}

/**
 * A picture for an article, at most `staffMediaMaxBytes`: re-encoded (issue 26) into its responsive
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
