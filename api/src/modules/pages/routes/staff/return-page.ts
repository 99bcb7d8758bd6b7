import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageReturnSchema, pageReviewMessages, staffPageReviewResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pageReviewDeps } from '../../pages-deps';
import { returnPage } from '../../pages.staff';

/** Send a submitted page back to its writer with a note (docs/product/pages.md). */
const returnPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pageReviewDeps(app);
  app.post(
    `${staffPagesPath}/:id/return`,
    {
      // Contributors reach the pages desk; sending back is an editor's, which the service checks (403).
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Send a submitted page back with a note (required); its writer is mailed it and sees it on the page; contributors 403',
        params: idParams,
        body: pageReturnSchema,
        response: {
          ...staffErrorResponses,
          200: staffPageReviewResponseSchema,
          404: apiErrorSchema.describe('No such page'),
          409: apiErrorSchema.describe('Not waiting for review'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: pageReviewMessages.returned,
      payload: await returnPage(deps, actorOf(request), request.params.id, request.body.note),
    }),
  );
};

export default routePlugin(returnPageRoute);
