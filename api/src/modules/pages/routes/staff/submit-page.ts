import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageReviewMessages, staffPageReviewResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pageReviewDeps } from '../../pages-deps';
import { submitPage } from '../../pages.staff';

/** Submit a page's draft changes for review: the editors are mailed and see it counted (docs/product/pages.md). */
const submitPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pageReviewDeps(app);
  app.post(
    `${staffPagesPath}/:id/submit`,
    {
      // Contributors above all: they cannot publish, so this is how their changes reach an editor.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Submit the draft for review; every active editor but the writer is mailed and sees it on their home page',
        params: idParams,
        response: {
          ...staffErrorResponses,
          200: staffPageReviewResponseSchema,
          404: apiErrorSchema.describe('No such page'),
          409: apiErrorSchema.describe('No draft changes to review, or already waiting for review'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: pageReviewMessages.submitted,
      payload: await submitPage(deps, actorOf(request), request.params.id),
    }),
  );
};

export default routePlugin(submitPageRoute);
