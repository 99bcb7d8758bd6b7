import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleResponseSchema, staffArticlesPath, staffWorkMessages } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { restoreVersion } from '../../articles-publishing.staff';
import { versionParams } from './get-article-version';

/** A saved version becomes the article's content, saved as a new version (docs/product/staff.md). */
const restoreArticleVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    `${staffArticlesPath}/:id/versions/:versionId/restore`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "A saved version becomes the article's content (a new version; on a live article it goes live, so contributors get 403)",
        params: versionParams,
        response: {
          200: staffArticleResponseSchema,
          ...staffErrorResponses,
          400: fieldErrorsSchema.describe('The picture is gone or the address taken; or, on a live article, a field publishing needs is missing'),
          404: apiErrorSchema.describe('No such article or version'),
        },
      },
    },
    async (request) => {
      const article = await restoreVersion(deps, actorOf(request), request.params.id, request.params.versionId);
      return { success: true as const, message: staffWorkMessages.versionRestored, payload: article };
    },
  );
};

export default routePlugin(restoreArticleVersionRoute);
