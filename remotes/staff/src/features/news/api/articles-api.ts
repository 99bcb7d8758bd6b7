import type { AxiosInstance } from 'axios';
import {
  staffArticleListResponseSchema,
  staffArticlePath,
  staffArticlePreviewPath,
  staffArticlePreviewResponseSchema,
  staffArticlePublishPath,
  staffArticleResponseSchema,
  staffArticleReturnPath,
  staffArticlesPath,
  staffArticleSubmitPath,
  staffArticleSuggestPath,
  staffArticleUndoUnpublishPath,
  staffArticleUnpublishPath,
  staffArticleVersionListResponseSchema,
  staffArticleVersionPath,
  staffArticleVersionResponseSchema,
  staffArticleVersionRestorePath,
  staffArticleVersionsPath,
  staffMediaPath,
  staffMediaResponseSchema,
  type Article,
  type StaffArticle,
  type StaffArticleDraft,
} from '@tenants/shared';

/** GET /api/staff/articles: a page of articles (drafts, scheduled and published), newest first. */
export async function getArticles(client: AxiosInstance, query: Record<string, string>, signal?: AbortSignal) {
  const { data } = await client.get(staffArticlesPath, { params: query, signal });
  return staffArticleListResponseSchema.parse(data).payload;
}

export async function getArticle(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<StaffArticle> {
  const { data } = await client.get(staffArticlePath(id), { signal });
  return staffArticleResponseSchema.parse(data).payload;
}

/** POST /api/staff/articles: a new draft. */
export async function createArticle(client: AxiosInstance, draft: StaffArticleDraft): Promise<StaffArticle> {
  const { data } = await client.post(staffArticlesPath, draft);
  return staffArticleResponseSchema.parse(data).payload;
}

/**
 * PUT /api/staff/articles/:id: the whole draft again (a published article stays published with the new text).
 * `autosave` marks a save the editor made by itself while typing (refused on a live article).
 */
export async function saveArticle(client: AxiosInstance, id: string, draft: StaffArticleDraft, { autosave = false } = {}): Promise<StaffArticle> {
  const { data } = await client.put(staffArticlePath(id), autosave ? { ...draft, autosave: true } : draft);
  return staffArticleResponseSchema.parse(data).payload;
}

/** DELETE /api/staff/articles/:id: a draft (one once published by an admin only). */
export async function deleteArticle(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(staffArticlePath(id));
}

/** POST …/publish: now (no time) or at `publishAt` (ISO 8601). */
export async function publishArticle(client: AxiosInstance, id: string, publishAt?: string): Promise<StaffArticle> {
  const { data } = await client.post(staffArticlePublishPath(id), publishAt ? { publishAt } : {});
  return staffArticleResponseSchema.parse(data).payload;
}

/** POST …/unpublish: back to a draft, and until when it can be undone. */
export async function unpublishArticle(client: AxiosInstance, id: string): Promise<{ article: StaffArticle; undoUntil?: string }> {
  const { data } = await client.post(staffArticleUnpublishPath(id), {});
  const { payload, undoUntil } = staffArticleResponseSchema.parse(data);
  return { article: payload, undoUntil };
}

/** POST …/undo-unpublish: live again with its old date (409 after the minute). */
export async function undoUnpublish(client: AxiosInstance, id: string): Promise<StaffArticle> {
  const { data } = await client.post(staffArticleUndoUnpublishPath(id), {});
  return staffArticleResponseSchema.parse(data).payload;
}

/** GET …/versions: the saved versions, newest first. */
export async function getVersions(client: AxiosInstance, id: string, signal?: AbortSignal) {
  const { data } = await client.get(staffArticleVersionsPath(id), { signal });
  return staffArticleVersionListResponseSchema.parse(data).payload;
}
export type ArticleVersion = Awaited<ReturnType<typeof getVersions>>[number];

/** GET …/versions/:versionId: one version with its content. */
export async function getVersion(client: AxiosInstance, id: string, versionId: string) {
  const { data } = await client.get(staffArticleVersionPath(id, versionId));
  return staffArticleVersionResponseSchema.parse(data).payload;
}

/** POST …/versions/:versionId/restore: the version becomes the article (live at once on a published one). */
export async function restoreVersion(client: AxiosInstance, id: string, versionId: string): Promise<StaffArticle> {
  const { data } = await client.post(staffArticleVersionRestorePath(id, versionId), {});
  return staffArticleResponseSchema.parse(data).payload;
}

/** What a preview shows: the draft as the public article API gives it, and its public page when the site drew it. */
export interface ArticlePreviewData {
  article: Article;
  page?: string;
}

/** POST /api/staff/articles/preview: the draft sanitised as the public API would give it, and its page. */
export async function previewArticle(client: AxiosInstance, draft: StaffArticleDraft): Promise<ArticlePreviewData> {
  const { data } = await client.post(staffArticlePreviewPath, draft);
  const { payload, page } = staffArticlePreviewResponseSchema.parse(data);
  return { article: payload, page };
}

/**
 * POST /api/staff/media as multipart/form-data with the picture as its one file part (the server
 * streams it into its re-encoder): its public path. `postForm` lets the browser write the form's boundary.
 */
export async function uploadPicture(client: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await client.postForm(staffMediaPath, form);
  return staffMediaResponseSchema.parse(data).payload.path;
}

/** POST …/submit: the draft goes to the editors for review. */
export async function submitArticle(client: AxiosInstance, id: string): Promise<StaffArticle> {
  const { data } = await client.post(staffArticleSubmitPath(id), {});
  return staffArticleResponseSchema.parse(data).payload;
}

/** POST …/return: an editor sends it back to its writer with a note. */
export async function returnArticle(client: AxiosInstance, id: string, note: string): Promise<StaffArticle> {
  const { data } = await client.post(staffArticleReturnPath(id), { note });
  return staffArticleResponseSchema.parse(data).payload;
}

/** POST …/suggest: a contributor's changes to a live article, kept as a version for an editor to apply. */
export async function suggestChanges(client: AxiosInstance, id: string, draft: StaffArticleDraft): Promise<StaffArticle> {
  const { data } = await client.post(staffArticleSuggestPath(id), draft);
  return staffArticleResponseSchema.parse(data).payload;
}
