import type { AxiosInstance } from 'axios';
import {
  pageLinkedResponseSchema,
  pageVersionListSchema,
  pageVersionResponseSchema,
  staffPageListSchema,
  staffPagePreviewPath,
  staffPagePreviewResponseSchema,
  staffPageResponseSchema,
  staffPageReturnPath,
  staffPageReviewResponseSchema,
  staffPageSubmitPath,
  staffPagesPath,
  type PageCreateInput,
  type PageDraftInput,
  type PageRecord,
  type StaffPage,
} from '@tenants/shared';
import { statusOf } from '../../common/lib/errors';

// The pages desk's calls (docs/product/pages.md, "Endpoints"); each answer parsed with the API's own contract.

const pagePath = (id: string) => `${staffPagesPath}/${encodeURIComponent(id)}`;

/** GET /api/staff/pages: every page by section, with its state. */
export async function getPages(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffPagesPath, { signal });
  return staffPageListSchema.parse(data).payload.sections;
}

export async function getPage(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<StaffPage> {
  const { data } = await client.get(pagePath(id), { signal });
  return staffPageResponseSchema.parse(data).payload;
}

/** POST /api/staff/pages: a service page under an area, or a plain page at a new address (a draft). */
export async function createPage(client: AxiosInstance, input: PageCreateInput): Promise<StaffPage> {
  const { data } = await client.post(staffPagesPath, input);
  return staffPageResponseSchema.parse(data).payload;
}

/** PUT /api/staff/pages/:id: the draft (title, blocks, card); `autosave` folds one person's autosaves. */
export async function savePage(client: AxiosInstance, id: string, draft: PageDraftInput): Promise<StaffPage> {
  const { data } = await client.put(pagePath(id), draft);
  return staffPageResponseSchema.parse(data).payload;
}

/**
 * POST …/preview: the draft as the public page (nothing is stored): its record, and the page itself drawn in
 * the site's frame when the API serves the site (a whole document, shown in a sandboxed frame).
 */
export async function previewPage(client: AxiosInstance, id: string, draft: PageDraftInput): Promise<PagePreviewData> {
  const { data } = await client.post(staffPagePreviewPath(id), draft);
  const { payload, page } = staffPagePreviewResponseSchema.parse(data);
  return { record: payload, page };
}
export interface PagePreviewData {
  record: PageRecord;
  page: string | undefined;
}

/** POST …/publish: now, or at `publishAt` (ISO 8601) to schedule. */
export async function publishPage(client: AxiosInstance, id: string, publishAt?: string): Promise<StaffPage> {
  const { data } = await client.post(`${pagePath(id)}/publish`, publishAt ? { publishAt } : {});
  return staffPageResponseSchema.parse(data).payload;
}

/** What links to a page, when the API refuses to take it away unconfirmed (409). */
export interface LinkedFrom {
  pages: string[];
  menus: string[];
}

/** The pages and menus a 409 names, or undefined when the refusal is something else. */
export function linkedFromOf(error: unknown): LinkedFrom | undefined {
  if (statusOf(error) !== 409) return undefined;
  const parsed = pageLinkedResponseSchema.safeParse((error as { response?: { data?: unknown } }).response?.data);
  return parsed.success ? parsed.data.linkedFrom : undefined;
}

/** POST …/unpublish: refused (409, `linkedFrom`) while other pages or menus link to it, unless `confirm`. */
export async function unpublishPage(client: AxiosInstance, id: string, confirm = false): Promise<StaffPage> {
  const { data } = await client.post(`${pagePath(id)}/unpublish`, confirm ? { confirm: true } : {});
  return staffPageResponseSchema.parse(data).payload;
}

/** DELETE /api/staff/pages/:id (service and plain pages): refused like unpublishing unless `?confirm=true`. */
export async function deletePage(client: AxiosInstance, id: string, confirm = false): Promise<void> {
  await client.delete(pagePath(id), { params: confirm ? { confirm: 'true' } : {} });
}

/** PUT …/address: the page moves; the old address answers 301. */
export async function changeAddress(client: AxiosInstance, id: string, address: string): Promise<StaffPage> {
  const { data } = await client.put(`${pagePath(id)}/address`, { address });
  return staffPageResponseSchema.parse(data).payload;
}

export async function getPageVersions(client: AxiosInstance, id: string, signal?: AbortSignal) {
  const { data } = await client.get(`${pagePath(id)}/versions`, { signal });
  return pageVersionListSchema.parse(data).payload;
}
export type PageVersion = Awaited<ReturnType<typeof getPageVersions>>[number];

export async function getPageVersion(client: AxiosInstance, id: string, versionId: string) {
  const { data } = await client.get(`${pagePath(id)}/versions/${encodeURIComponent(versionId)}`);
  return pageVersionResponseSchema.parse(data).payload;
}
export type PageVersionContent = Awaited<ReturnType<typeof getPageVersion>>;

/** POST …/versions/:vid/restore: the version becomes the draft (the live page changes only when published). */
export async function restorePageVersion(client: AxiosInstance, id: string, versionId: string): Promise<StaffPage> {
  const { data } = await client.post(`${pagePath(id)}/versions/${encodeURIComponent(versionId)}/restore`, {});
  return staffPageResponseSchema.parse(data).payload;
}

/** POST …/submit: the draft's changes go to the editors for review (a mail each and their home page's count). */
export async function submitPage(client: AxiosInstance, id: string): Promise<StaffPage> {
  const { data } = await client.post(staffPageSubmitPath(id), {});
  return staffPageReviewResponseSchema.parse(data).payload;
}

/** POST …/return: an editor sends the page back to its writer with a note (required). */
export async function returnPage(client: AxiosInstance, id: string, note: string): Promise<StaffPage> {
  const { data } = await client.post(staffPageReturnPath(id), { note });
  return staffPageReviewResponseSchema.parse(data).payload;
}
