import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffArticleDraftSchema, staffArticleResponseSchema, staffArticlesPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { saveArticle } from '../../articles.staff';

/** Save an article (a published one changes on the site at once) (docs/product/staff.md). */
const saveArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.put(
    `${staffArticlesPath}/:id`,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Save an article as a new version (a published one changes on the site at once); a draft needs a title alone',
        params: idParams,
        body: staffArticleDraftSchema,
        response: {
          200: staffArticleResponseSchema,
          ...staffErrorResponses,
          400: fieldErrorsSchema.describe('Invalid input; or a live article left without a field publishing needs (every one in errors, with its path)'),
          404: apiErrorSchema.describe('No such article'),
          409: apiErrorSchema.describe('An autosave of a live article (edits go live on an explicit save only)'),
        },
      },
    },
    async (request) => {
      return { success: true as const, payload: await saveArticle(deps, actorOf(request), request.params.id, request.body) };
    },
  );
};

export default routePlugin(saveArticleRoute);
