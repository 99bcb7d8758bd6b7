import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pagePublishSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { publishPage } from '../../pages.staff';

/** Publish a page's draft now, or schedule it (publishAt in the future); editors only (docs/product/pages.md). */
const publishPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.post(
    `${staffPagesPath}/:id/publish`,
    {
      // The pages are contributors' too; what only editors may do, the service refuses them (403).
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Publish the draft now, or schedule it (publishAt in the future); contributors 403',
        params: idParams,
        body: pagePublishSchema.optional(),
        response: {
          ...staffErrorResponses,
          200: staffPageResponseSchema,
          400: fieldErrorsSchema.describe('The draft is not whole: every problem in errors, with its path'),
          404: apiErrorSchema.describe('No such page'),
        },
      },
    },
    async (request) => ({ success: true as const, payload: await publishPage(deps, actorOf(request), request.params.id, request.body?.publishAt) }),
  );
};

export default routePlugin(publishPageRoute);
