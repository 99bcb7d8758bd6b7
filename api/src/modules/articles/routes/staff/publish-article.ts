import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticlePublishSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { publishArticle } from '../../articles-publishing.staff';

/** Publish an article now, or schedule it (publishAt in the future) (docs/product/staff.md). */
const publishArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    `${staffArticlesPath}/:id/publish`,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Publish an article now, or schedule it (publishAt in the future); contributors 403',
        params: idParams,
        body: staffArticlePublishSchema.optional(),
        response: {
          200: staffArticleResponseSchema,
          ...staffErrorResponses,
          400: fieldErrorsSchema.describe('Not publishable: every missing field in errors (message and path), the first as message; or publishAt invalid'),
          404: apiErrorSchema.describe('No such article'),
        },
      },
    },
    async (request) => {
      return { success: true as const, payload: await publishArticle(deps, actorOf(request), request.params.id, request.body?.publishAt) };
    },
  );
};

export default routePlugin(publishArticleRoute);
