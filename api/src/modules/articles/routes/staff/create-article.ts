import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArticleDraftSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { createArticle } from '../../articles.staff';

/** Create an article (a draft until published) (docs/product/staff.md). */
const createArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    staffArticlesPath,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Create an article (a draft until published)',
        body: staffArticleDraftSchema,
        response: { 200: staffArticleResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await createArticle(deps, actorOf(request), request.body) };
    },
  );
};

export default routePlugin(createArticleRoute);
