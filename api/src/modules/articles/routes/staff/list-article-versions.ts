import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticlesPath, staffArticleVersionListResponseSchema } from '@tenants/shared/model';
import { idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { articleOrNotFound } from '../../articles.service';
import { versionList } from '../../article-versions';

/** An article's saved versions, newest first (docs/product/staff.md). */
const listArticleVersionsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.get(
    `${staffArticlesPath}/:id/versions`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "An article's saved versions, newest first (the last 30; one person's autosaves within 10 minutes fold into one)",
        params: idParams,
        response: { 200: staffArticleVersionListResponseSchema, 404: apiErrorSchema.describe('No such article'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await articleOrNotFound(deps.db, request.params.id);
      return { success: true as const, payload: await versionList(deps.db, request.params.id) };
    },
  );
};

export default routePlugin(listArticleVersionsRoute);
