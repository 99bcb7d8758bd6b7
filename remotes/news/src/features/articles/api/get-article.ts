import type { AxiosInstance } from 'axios';
import { articleByAliasPath, articleResponseSchema, type Article } from '@tenants/shared';

/** GET /api/article/get/alias/{alias}: one article (docs/product/api.md); an unknown alias rejects (404). */
export async function getArticle(client: AxiosInstance, alias: string, signal?: AbortSignal): Promise<Article> {
  const { data } = await client.get(articleByAliasPath(alias), { signal });
  return articleResponseSchema.parse(data).payload;
}
