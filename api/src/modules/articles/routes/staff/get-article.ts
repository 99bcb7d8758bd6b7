import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { articleDetail } from '../../articles.staff';

/** One article for the editor (docs/product/staff.md). */
const getArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.get(
    `${staffArticlesPath}/:id`,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'One article for the editor',
        params: idParams,
        response: { 200: staffArticleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await articleDetail(deps, request.params.id) };
    },
  );
};

export default routePlugin(getArticleRoute);
