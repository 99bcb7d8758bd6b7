import './zod-setup';
import { z } from 'zod';
import { socialPictureSchema } from './sharing';

import { articleListLimits } from '../articles';

export * from '../articles';

export const articleListMessages = {
  page: 'page must be a whole number from 1 to 10000.',
  categoryId: 'categoryId must be 1, 2 or 3.',
  keyword: 'keyword must be at most 200 characters.',
} as const;

/** A whole number written in digits, from `min` to `max`; absent or empty (the article page sends `page=`) → `fallback`. */
const digits = (min: number, max: number, fallback: number, message: string) =>
  z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ error: message })
        .regex(/^\d{1,6}$/, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, message))
        .optional(),
    )
    .transform((value) => value ?? fallback);

/**
 * The API's reading of the listing's query: a value outside the contract is refused with a 400 and the
 * reason, rather than quietly answered with other data. (The browser's listing keeps tolerating odd
 * addresses itself, with `readListingQuery`, and only ever sends values this accepts.)
 */
export const articleListRequestSchema = z.object({
  page: digits(1, articleListLimits.page, 1, articleListMessages.page),
  categoryId: digits(1, 3, 1, articleListMessages.categoryId),
  keyword: z.string({ error: articleListMessages.keyword }).trim().max(articleListLimits.keyword, articleListMessages.keyword).optional().default(''),
});

/** One format of a picture for `<source>`: its type and a srcset of its widths (`/media/articles/x-480.….avif 480w, …`). */
export const articlePictureSourceSchema = z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() });
export type ArticlePictureSource = z.infer<typeof articlePictureSourceSchema>;

export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  alias: z.string(),
  /** The summary under the title; listings cut it at 400 characters (docs/product/news.md). */
  caption: z.string(),
  /** The first element is the HTML body (docs/product/news.md), sanitised with `articleHtmlPolicy`. */
  content: z.array(z.string()),
  author: z.string().nullable().optional(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** One sentence for the small cards of a listing block. */
  text: z.string(),
  /**
   * `path` is root-relative to the API host (docs/product/api.md: images load from the backend host plus
   * Media.path). A picture uploaded in the news desk also has its size and its responsive versions
   * (`sources`: AVIF, then WebP, each a `srcset` of widths); an imported picture is the one `path`.
   */
  Media: z.object({
    path: z.string(),
    alt: z.string(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    sources: z.array(articlePictureSourceSchema).optional(),
  }),
  Category: z.object({ id: z.number(), name: z.string() }),
  /** The desk's own description for search engines and link previews (absent: the caption's start is used). */
  description: z.string().optional(),
  /** The desk's own picture for link previews (absent: `Media`). */
  socialImage: socialPictureSchema.optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ articles: z.array(articleSchema), totalPage: z.number().int() }),
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const articleByAliasPath = (alias: string) => `/api/article/get/alias/${encodeURIComponent(alias)}`;
export const articleResponseSchema = z.object({ success: z.literal(true), payload: articleSchema });

/** Where article pictures are served, under the API host. */
export const articleMediaPrefix = '/media/articles/';
