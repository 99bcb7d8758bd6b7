import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, reviewMessages, staffArticleDraftSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { reviewDeps } from '../../desk-deps';
import { suggestChanges } from '../../articles-review.staff';

/** Suggest changes to a published article: kept as a version for an editor to apply (docs/product/staff.md). */
const suggestArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDeps(app);

  app.post(
    `${staffArticlesPath}/:id/suggest`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Suggest changes to a published article: a version kept aside for an editor to apply; the live article is unchanged',
        params: idParams,
        body: staffArticleDraftSchema,
        response: {
          200: staffArticleResponseSchema,
          ...staffErrorResponses,
          400: fieldErrorsSchema.describe('Invalid input'),
          404: apiErrorSchema.describe('No such article'),
          409: apiErrorSchema.describe('Not a published article'),
        },
      },
    },
    async (request) => {
      const article = await suggestChanges(deps, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: reviewMessages.suggested, payload: article };
    },
  );
};

export default routePlugin(suggestArticleRoute);
