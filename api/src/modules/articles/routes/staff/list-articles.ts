import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArticleListResponseSchema, staffArticleQuerySchema, staffArticlesPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { articleList } from '../../articles.staff';

/** Every article (drafts, scheduled, published), last changed first (docs/product/staff.md). */
const listArticlesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.get(
    staffArticlesPath,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Every article (drafts, scheduled, published), last changed first',
        querystring: staffArticleQuerySchema,
        response: { 200: staffArticleListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await articleList(deps, request.query) };
    },
  );
};

export default routePlugin(listArticlesRoute);
