import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { unpublishArticle } from '../../articles.staff';

/** Take an article off the site (a draft again) (docs/product/staff.md). */
const unpublishArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    `${staffArticlesPath}/:id/unpublish`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Take an article off the site (a draft again)',
        params: idParams,
        response: { 200: staffArticleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await unpublishArticle(deps, actorOf(request), request.params.id) };
    },
  );
};

export default unpublishArticleRoute;
