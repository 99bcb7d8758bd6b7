import './zod-setup';
import { z } from 'zod';

/** Category ids of SPEC §3, in the order the listing falls through them when one is empty (SPEC §4). */
export const articleCategories = [
  { id: 1, name: 'News' },
  { id: 2, name: 'Hot Topics' },
  { id: 3, name: 'Insights' },
] as const;
export type CategoryId = 1 | 2 | 3;
export type CategoryName = (typeof articleCategories)[number]['name'];

/** Listings show blocks of five (one large, four small): a page is two blocks. */
export const articlesPerBlock = 5;
export const articlesPerPage = 10;

export const articleListPath = '/api/article/list';
export const articleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).catch(1),
  categoryId: z.coerce.number().int().min(1).max(3).catch(1),
  keyword: z.string().trim().max(200).catch(''),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

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
      z.string({ error: message }).regex(/^\d{1,6}$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message)).optional(),
    )
    .transform((value) => value ?? fallback);

/**
 * The API's reading of the listing's query: a value outside the contract is refused with a 400 and the
 * reason, rather than quietly answered with other data. (The browser's listing keeps tolerating odd
 * addresses itself, with `articleListQuerySchema`, and only ever sends values this accepts.)
 */
export const articleListRequestSchema = z.object({
  page: digits(1, 10000, 1, articleListMessages.page),
  categoryId: digits(1, 3, 1, articleListMessages.categoryId),
  keyword: z.string({ error: articleListMessages.keyword }).trim().max(200, articleListMessages.keyword).optional().default(''),
});

export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  alias: z.string(),
  /** The summary under the title; listings cut it at 400 characters (SPEC §3). */
  caption: z.string(),
  /** The first element is the HTML body (SPEC §3), sanitised with `articleHtmlPolicy`. */
  content: z.array(z.string()),
  author: z.string().nullable().optional(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** One sentence for the small cards of a listing block. */
  text: z.string(),
  /** `path` is root-relative to the API host (SPEC §7: images load from the backend host plus Media.path). */
  Media: z.object({ path: z.string(), alt: z.string() }),
  Category: z.object({ id: z.number(), name: z.string() }),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ articles: z.array(articleSchema), totalPage: z.number().int() }),
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const articleByAliasPath = (alias: string) => `/api/article/get/alias/${encodeURIComponent(alias)}`;
export const articleResponseSchema = z.object({ success: z.literal(true), payload: articleSchema });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

/** Where article pictures are served, under the API host. */
export const articleMediaPrefix = '/media/articles/';

/**
 * The one DOMPurify configuration for article HTML (SPEC §5), used by the API when it imports articles and
 * by the browser before it renders them, so the two can never drift. An explicit tag list leaves out
 * scripts, iframes, forms, images and all of SVG and MathML; no style or class attribute can reach our
 * layout; links may only be http, https, mailto, tel or same-page anchors. DOMPurify tests every
 * attribute outside its "URI-safe" list against the URI pattern, so table attributes are declared safe.
 */
export const articleHtmlPolicy = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'a', 'strong', 'em',
    'b', 'i', 'abbr', 'cite', 'q', 'sub', 'sup', 'small', 'code', 'table', 'caption', 'thead', 'tbody', 'tr',
    'th', 'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'id', 'colspan', 'rowspan', 'scope'],
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};
