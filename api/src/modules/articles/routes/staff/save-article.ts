import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleDraftSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { saveArticle } from '../../articles.staff';

/** Save an article (a published one changes on the site at once) (docs/product/staff.md). */
const saveArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.put(
    `${staffArticlesPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Save an article (a published one changes on the site at once)',
        params: idParams,
        body: staffArticleDraftSchema,
        response: { 200: staffArticleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await saveArticle(deps, actorOf(request), request.params.id, request.body) };
    },
  );
};

export default saveArticleRoute;
