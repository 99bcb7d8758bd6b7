import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, reviewMessages, staffArticleResponseSchema, staffArticleReturnSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { reviewDeps } from '../../desk-deps';
import { returnToWriter } from '../../articles-review.staff';

/** Send a submitted article back to its writer with a note (docs/product/staff.md). */
const returnArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDeps(app);

  app.post(
    `${staffArticlesPath}/:id/return`,
    {
      // Contributors reach the news desk; sending back is an editor's, which the service checks.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Send a submitted article back with a note; its writer is mailed it; contributors 403',
        params: idParams,
        body: staffArticleReturnSchema,
        response: {
          200: staffArticleResponseSchema,
          404: apiErrorSchema.describe('No such article'),
          409: apiErrorSchema.describe('Not waiting for review'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      const article = await returnToWriter(deps, actorOf(request), request.params.id, request.body.note);
      return { success: true as const, message: reviewMessages.returned, payload: article };
    },
  );
};

export default routePlugin(returnArticleRoute);
