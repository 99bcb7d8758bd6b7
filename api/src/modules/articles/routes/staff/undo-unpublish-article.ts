import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { undoUnpublish } from '../../articles-publishing.staff';

/** Within a minute of unpublishing: the article is live again with its old date (docs/product/staff.md). */
const undoUnpublishArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    `${staffArticlesPath}/:id/undo-unpublish`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Undo an unpublish within its minute: live again with its old date',
        params: idParams,
        response: {
          200: staffArticleResponseSchema,
          404: apiErrorSchema.describe('No such article'),
          409: apiErrorSchema.describe('Too late to undo (or nothing to undo): publish it again instead'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      return { success: true as const, payload: await undoUnpublish(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(undoUnpublishArticleRoute);
