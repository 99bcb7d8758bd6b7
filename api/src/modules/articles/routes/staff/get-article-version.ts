import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, staffArticlesPath, staffArticleVersionResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { versionDetail } from '../../article-versions';

export const versionParams = z.object({ id: z.string().max(100), versionId: z.string().max(100) });

/** One saved version of an article with its content (docs/product/staff.md). */
const getArticleVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.get(
    `${staffArticlesPath}/:id/versions/:versionId`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'One saved version of an article, with its content',
        params: versionParams,
        response: { 200: staffArticleVersionResponseSchema, 404: apiErrorSchema.describe('No such article or version'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await versionDetail(deps.db, request.params.id, request.params.versionId) };
    },
  );
};

export default routePlugin(getArticleVersionRoute);
