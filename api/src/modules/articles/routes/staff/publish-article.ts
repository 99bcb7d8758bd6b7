import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticlePublishSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { publishArticle } from '../../articles.staff';

/** Publish an article now, or schedule it (publishAt in the future) (docs/product/staff.md). */
const publishArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    `${staffArticlesPath}/:id/publish`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Publish an article now, or schedule it (publishAt in the future)',
        params: idParams,
        body: staffArticlePublishSchema.optional(),
        response: { 200: staffArticleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await publishArticle(deps, actorOf(request), request.params.id, request.body?.publishAt) };
    },
  );
};

export default publishArticleRoute;
