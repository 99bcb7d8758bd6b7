import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../guard';
import { idParams } from './params';
import { staffDeps } from '../staff-deps';
import { articleDetail } from '../staff.service';

/** One article for the editor (docs/product/staff.md). */
const getArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    `${staffArticlesPath}/:id`,
    {
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

export default getArticleRoute;
