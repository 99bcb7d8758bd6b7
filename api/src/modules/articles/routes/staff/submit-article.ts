import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, reviewMessages, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { reviewDeps } from '../../desk-deps';
import { submitForReview } from '../../articles-review.staff';

/** Submit a draft for review: the editors are told (docs/product/staff.md). */
const submitArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDeps(app);

  app.post(
    `${staffArticlesPath}/:id/submit`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Submit a draft for review; the editors are mailed and see it on their home page',
        params: idParams,
        response: {
          200: staffArticleResponseSchema,
          404: apiErrorSchema.describe('No such article'),
          409: apiErrorSchema.describe('Not a draft, or already waiting for review'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      return { success: true as const, message: reviewMessages.submitted, payload: await submitForReview(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(submitArticleRoute);
