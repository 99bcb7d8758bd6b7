import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, articleResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { articleCacheControl, findArticle } from '../articles.service';
import { withPictureVariants } from '../media-variants';

/** One article by its alias (docs/product/news.md). */
const getArticleRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/article/get/alias/:alias',
    {
      schema: {
        tags: ['articles'],
        summary: 'One article by its alias',
        params: z.object({ alias: z.string().max(200) }),
        response: { 200: articleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...errorResponses },
      },
    },
    async (request, reply) => {
      // An uploaded picture comes with its responsive versions (AVIF and WebP at each width) for srcset.
      const article = await withPictureVariants(app.mediaDirs, await findArticle(app.database.db, request.params.alias, app.now()));
      reply.header('cache-control', articleCacheControl);
      return { success: true as const, payload: article };
    },
  );
};

export default routePlugin(getArticleRoute);
