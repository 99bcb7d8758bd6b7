import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArticleListResponseSchema, staffArticleQuerySchema, staffArticlesPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../guard';
import { staffDeps } from '../staff-deps';
import { articleList } from '../staff.service';

/** Every article (drafts, scheduled, published), last changed first (docs/product/staff.md). */
const listArticlesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffArticlesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Every article (drafts, scheduled, published), last changed first',
        querystring: staffArticleQuerySchema,
        response: { 200: staffArticleListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await articleList(deps, request.query) };
    },
  );
};

export default listArticlesRoute;
