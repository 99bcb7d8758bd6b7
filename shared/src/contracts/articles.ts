import { z } from 'zod';

/** Category ids of SPEC §3. */
export const articleCategories = [
  { id: 1, name: 'News' },
  { id: 2, name: 'Hot Topics' },
  { id: 3, name: 'Insights' },
] as const;
export type CategoryId = 1 | 2 | 3;

export const articleListPath = '/api/article/list';
export const articleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).catch(1),
  categoryId: z.coerce.number().int().min(1).max(3).catch(1),
  keyword: z.string().trim().max(200).catch(''),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articleSchema = z.object({
  id: z.number(),
  title: z.string(),
  alias: z.string(),
  caption: z.string(),
  /** The first element is the HTML body (SPEC §3). */
  content: z.array(z.string()),
  author: z.string().nullable().optional(),
  publishedAt: z.string(),
  text: z.string(),
  Media: z.object({ path: z.string() }),
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
