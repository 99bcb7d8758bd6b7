import type { AxiosInstance } from 'axios';
import { articleListPath, articleListResponseSchema, type ArticleListResponse, type CategoryId } from '@tenants/shared';

export interface ArticleListParams {
  /** '' asks for the server's default (the article page's Other Articles call, SPEC §7). */
  page: number | '';
  categoryId: CategoryId;
  keyword: string;
}

/** GET /api/article/list: one page of a category's articles and the number of pages (SPEC §7). */
export async function getArticleList(client: AxiosInstance, params: ArticleListParams, signal?: AbortSignal): Promise<ArticleListResponse['payload']> {
  const { data } = await client.get(articleListPath, { params, signal });
  return articleListResponseSchema.parse(data).payload;
}
