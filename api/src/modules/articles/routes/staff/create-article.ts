import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArticleDraftSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../guard';
import { staffDeps } from '../staff-deps';
import { createArticle } from '../staff.service';

/** Create an article (a draft until published) (docs/product/staff.md). */
const createArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    staffArticlesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Create an article (a draft until published)',
        body: staffArticleDraftSchema,
        response: { 200: staffArticleResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await createArticle(deps, actorOf(request), request.body) };
    },
  );
};

export default createArticleRoute;
