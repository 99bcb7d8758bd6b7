import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, staffArticlesPath, staffWorkMessages } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { removeArticle } from '../../articles-publishing.staff';

/** Delete a draft with its versions (docs/product/staff.md). */
const deleteArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.delete(
    `${staffArticlesPath}/:id`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Delete a draft with its versions (a once-published draft: admins only; contributors: 403)',
        params: idParams,
        response: {
          200: okSchema,
          404: apiErrorSchema.describe('No such article'),
          409: apiErrorSchema.describe('Published or scheduled: unpublish it first'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      await removeArticle(deps, actorOf(request), request.params.id);
      return { success: true as const, message: staffWorkMessages.articleDeleted };
    },
  );
};

export default routePlugin(deleteArticleRoute);
