import './zod-setup';
import { z } from 'zod';
import { articleSchema } from './articles';
import { sharingDescriptionSchema, socialPictureSchema } from './sharing';
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

/**
 * The review loop: a contributor submits a draft ('submitted'), an editor sends it back with a note
 * ('returned') or publishes it (the review ends). On a live article a contributor suggests changes instead:
 * a version of its own (`suggestion`) an editor applies by restoring it.
 */
export const staffArticleReviewStates = ['submitted', 'returned'] as const;
export type StaffArticleReviewState = (typeof staffArticleReviewStates)[number];
/** POST: a draft submitted for review; editors are told (the home page's count and a mail). */
export const staffArticleSubmitPath = (id: string) => `${staffArticlePath(id)}/submit`;
/** POST `{ note }`: an editor sends a submitted article back; its writer is mailed the note. */
export const staffArticleReturnPath = (id: string) => `${staffArticlePath(id)}/return`;
/** POST the draft's fields: a contributor's suggested change to a live article, kept as a version for an editor. */
export const staffArticleSuggestPath = (id: string) => `${staffArticlePath(id)}/suggest`;
export const staffArticleReturnSchema = z.object({
  note: z
    .string({ error: 'Please write a note saying what to change.' })
    .trim()
    .min(1, 'Please write a note saying what to change.')
    .max(2000, 'Please keep the note under 2,000 characters.'),
});
export const reviewMessages = {
  submitted: 'Submitted for review. The editors have been told.',
  returned: 'Sent back with your note. The writer has been told.',
  suggested: 'Your suggested changes are saved. The editors have been told and can apply them.',
  noteRequired: 'Please write a note saying what to change.',
  onlyDrafts: 'Only a draft can be submitted for review; suggest changes to a published article instead.',
  onlyLive: 'Suggestions are for published articles: edit a draft directly.',
  notSubmitted: 'This article is not waiting for review.',
  alreadySubmitted: 'This article is already waiting for review.',
} as const;

export const staffArticleQuerySchema = z.object({
  page: staffPageParam,
  q: staffSearchParam,
  state: z.enum(staffArticleStates).optional(),
  review: z.enum(staffArticleReviewStates).optional(),
});

/**
 * What publishing needs (today's messages, each beside its field): every field of a whole article. Publish
 * and schedule check the stored article against it and answer 400 with every missing field in `errors`
 * (`{ message, path }`), `message` the first.
 */
export const staffArticlePublishableSchema = z.object({
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

/**
 * What the editor sends on create and save: a draft saves with a title alone; the rest may be
 * empty until it is published. The body is HTML from the editor; the API sanitises it with `articleHtmlPolicy`.
 * `autosave: true` marks a save the editor made by itself while typing: it is refused (409
 * `staffWorkMessages.autosaveLive`) on a published article, whose edits go live only on an explicit save.
 */
export const staffArticleDraftSchema = z.object({
  title: z.string({ error: staffMessages.titleRequired }).trim().min(1, staffMessages.titleRequired).max(200),
  alias: staffArticlePublishableSchema.shape.alias,
  caption: z.string().trim().max(1000).optional().default(''),
  text: z.string().trim().max(300).optional().default(''),
  bodyHtml: z.string().trim().max(200_000).optional().default(''),
  author: z.string().trim().max(100).optional().default(''),
  /** 1 (the first category) until chosen. */
  categoryId: z.coerce
    .number({ error: staffMessages.categoryInvalid })
    .int()
    .min(1, staffMessages.categoryInvalid)
    .max(3, staffMessages.categoryInvalid)
    .optional()
    .default(1),
  mediaPath: z.string().trim().max(300).optional().default(''),
  mediaAlt: z.string().trim().max(300).optional().default(''),
  /** For search engines and link previews; '' (the default): the caption's start is used. */
  description: sharingDescriptionSchema.optional().default(''),
  /** The link previews' picture; null (the default): the article's picture is used. */
  socialImage: socialPictureSchema.nullable().optional().default(null),
  autosave: z.boolean().optional(),
});
export type StaffArticleDraft = z.input<typeof staffArticleDraftSchema>;

/** The article's saved versions, newest first (the last 30 kept; autosaves by one person within 10 minutes fold into one). */
export const staffArticleVersionsPath = (id: string) => `${staffArticlePath(id)}/versions`;
export const staffArticleVersionPath = (id: string, versionId: string) => `${staffArticleVersionsPath(id)}/${encodeURIComponent(versionId)}`;
/** POST: the version's content becomes the article's (saved as a new version; on a live article it goes live). */
export const staffArticleVersionRestorePath = (id: string, versionId: string) => `${staffArticleVersionPath(id, versionId)}/restore`;
/** POST within a minute of unpublishing: the article is live again with its old date (409 `undoExpired` after). */
export const staffArticleUndoUnpublishPath = (id: string) => `${staffArticlePath(id)}/undo-unpublish`;
export const staffArticleVersionSummarySchema = z.object({
  id: z.string(),
  savedAt: z.string(),
  savedBy: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  title: z.string(),
  autosave: z.boolean(),
  /** A contributor's suggested change to a live article, not (yet) applied. */
  suggestion: z.boolean().default(false),
});
export const staffArticleVersionListResponseSchema = z.object({ success: z.literal(true), payload: z.array(staffArticleVersionSummarySchema) });

export const staffArticleSummarySchema = z.object({
  id: z.string(),
  alias: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  state: z.enum(staffArticleStates),
  /** When it is (or will be) public; null for a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** A draft that was once published (unpublished): only admins delete it. */
  everPublished: z.boolean(),
  /** Where its review stands; null when none is asked. */
  review: z
    .object({
      state: z.enum(staffArticleReviewStates),
      /** The editor's note when sent back. */
      note: z.string().nullable(),
      at: z.string(),
      /** Who submitted it or suggested the change. */
      byId: z.string().nullable(),
      /** On a live article: the suggested version an editor can apply. */
      suggestionId: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export const staffArticleSchema = staffArticleSummarySchema.extend({
  caption: z.string(),
  text: z.string(),
  bodyHtml: z.string(),
  author: z.string(),
  mediaPath: z.string(),
  mediaAlt: z.string(),
  /** '' and null: taken from the caption and the article's picture. */
  description: z.string(),
  socialImage: socialPictureSchema.nullable(),
});
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;
export type StaffArticle = z.infer<typeof staffArticleSchema>;
export const staffArticleListResponseSchema = pagedSchema(staffArticleSummarySchema);
/** `undoUntil`: set by unpublish, until when `staffArticleUndoUnpublishPath` puts it back. */
export const staffArticleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  payload: staffArticleSchema,
  undoUntil: z.string().optional(),
});
export const staffArticleVersionResponseSchema = z.object({
  success: z.literal(true),
  payload: staffArticleVersionSummarySchema.extend({
    article: staffArticleSchema.pick({
      title: true,
      alias: true,
      caption: true,
      text: true,
      bodyHtml: true,
      author: true,
      categoryId: true,
      mediaPath: true,
      mediaAlt: true,
      description: true,
      socialImage: true,
    }),
  }),
});
/** Publish now (no `publishAt`, or one in the past) or schedule (a future ISO 8601 time). */
export const staffArticlePublishSchema = z.object({
  publishAt: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), staffMessages.publishAtInvalid)
    .optional(),
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
