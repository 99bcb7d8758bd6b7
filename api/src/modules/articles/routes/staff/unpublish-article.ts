import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { unpublishArticle } from '../../articles-publishing.staff';

/** Take an article off the site (a draft again) (docs/product/staff.md). */
const unpublishArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    `${staffArticlesPath}/:id/unpublish`,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Take an article off the site (a draft again); undoUntil says how long the undo lasts (a minute)',
        params: idParams,
        response: { 200: staffArticleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...staffErrorResponses },
      },
    },
    async (request) => {
      const { article, undoUntil } = await unpublishArticle(deps, actorOf(request), request.params.id);
      return { success: true as const, payload: article, ...(undoUntil ? { undoUntil } : {}) };
    },
  );
};

export default routePlugin(unpublishArticleRoute);
