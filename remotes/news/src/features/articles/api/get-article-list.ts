import type { AxiosInstance } from 'axios';
import { articleListPath, articleListResponseSchema, type ArticleListResponse, type CategoryId } from '@tenants/shared';

export interface ArticleListParams {
  /** '' asks for the server's default (the article page's Other Articles call, docs/product/api.md). */
  page: number | '';
  categoryId: CategoryId;
  keyword: string;
}

export type ArticleListPayload = ArticleListResponse['payload'];

/** GET /api/article/list: one page of a category's articles and the number of pages (docs/product/api.md). */
export async function getArticleList(client: AxiosInstance, params: ArticleListParams, signal?: AbortSignal): Promise<ArticleListPayload> {
  const { data } = await client.get(articleListPath, { params, signal });
  return articleListResponseSchema.parse(data).payload;
}
