import './zod-setup';
import { z } from 'zod';
import { articleSchema } from './articles';
import { pagedSchema, staffApiPrefix, staffMessages, staffPageParam, staffSearchParam } from './staff';

/** The staff area's news desk (docs/product/staff.md): the articles module's staff routes. */
export const staffArticleStates = ['draft', 'scheduled', 'published'] as const;
export type StaffArticleState = (typeof staffArticleStates)[number];

export const staffArticlesPath = `${staffApiPrefix}/articles`;
export const staffArticlePath = (id: string) => `${staffArticlesPath}/${encodeURIComponent(id)}`;
export const staffArticlePublishPath = (id: string) => `${staffArticlePath(id)}/publish`;
export const staffArticleUnpublishPath = (id: string) => `${staffArticlePath(id)}/unpublish`;
/** POST a draft, get it back as the public article API would answer it (sanitised, same shape). */
export const staffArticlePreviewPath = `${staffArticlesPath}/preview`;
/** POST the picture's bytes as the body, its type as Content-Type; answers the picture's public path. */
export const staffMediaPath = `${staffApiPrefix}/media`;

export const staffArticleQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam, state: z.enum(staffArticleStates).optional() });

/** What the editor sends on create and save. The body is HTML from the editor; the API sanitises it with `articleHtmlPolicy`. */
export const staffArticleDraftSchema = z.object({
  title: z.string({ error: staffMessages.titleRequired }).trim().min(1, staffMessages.titleRequired).max(200),
  /** The address at /insights/{alias}; made from the title when empty. */
  alias: z
    .string()
    .trim()
    .max(120, staffMessages.aliasInvalid)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, staffMessages.aliasInvalid)
    .optional()
    .default(''),
  caption: z.string({ error: staffMessages.captionRequired }).trim().min(1, staffMessages.captionRequired).max(1000),
  text: z.string().trim().max(300).optional().default(''),
  bodyHtml: z.string({ error: staffMessages.bodyRequired }).trim().min(1, staffMessages.bodyRequired).max(200_000),
  author: z.string().trim().max(100).optional().default(''),
  categoryId: z.coerce.number({ error: staffMessages.categoryInvalid }).int().min(1, staffMessages.categoryInvalid).max(3, staffMessages.categoryInvalid),
  mediaPath: z.string({ error: staffMessages.pictureRequired }).trim().min(1, staffMessages.pictureRequired).max(300),
  mediaAlt: z.string({ error: staffMessages.altRequired }).trim().min(1, staffMessages.altRequired).max(300),
});
export type StaffArticleDraft = z.input<typeof staffArticleDraftSchema>;

export const staffArticleSummarySchema = z.object({
  id: z.string(),
  alias: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  state: z.enum(staffArticleStates),
  /** When it is (or will be) public; null for a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const staffArticleSchema = staffArticleSummarySchema.extend({
  caption: z.string(),
  text: z.string(),
  bodyHtml: z.string(),
  author: z.string(),
  mediaPath: z.string(),
  mediaAlt: z.string(),
});
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;
export type StaffArticle = z.infer<typeof staffArticleSchema>;
export const staffArticleListResponseSchema = pagedSchema(staffArticleSummarySchema);
export const staffArticleResponseSchema = z.object({ success: z.literal(true), payload: staffArticleSchema });
/** Publish now (no `publishAt`, or one in the past) or schedule (a future ISO 8601 time). */
export const staffArticlePublishSchema = z.object({
  publishAt: z.string().trim().refine((v) => !Number.isNaN(Date.parse(v)), staffMessages.publishAtInvalid).optional(),
});
export const staffArticlePreviewResponseSchema = z.object({
  success: z.literal(true),
  payload: articleSchema,
  /**
   * The public article page itself with the draft in it, as the site server draws it with the deployed news
   * version (a whole HTML document, scripts not to be run: the staff remote shows it in a sandboxed frame).
   * Absent when the API serves no site (SERVE_SITE=0) or the page could not be drawn.
   */
  page: z.string().optional(),
});
export const staffMediaResponseSchema = z.object({ success: z.literal(true), payload: z.object({ path: z.string() }) });
