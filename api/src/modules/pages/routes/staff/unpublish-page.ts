import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageLinkedResponseSchema, pageMessages, pageRemovalSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { unpublishPage } from '../../pages.staff';

/** Take a page off the site; refused with what links to it unless confirmed; editors only (docs/product/pages.md). */
const unpublishPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.post(
    `${staffPagesPath}/:id/unpublish`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Unpublish a page ({ confirm: true } once the pages and menus that link to it are known); contributors 403',
        params: idParams,
        body: pageRemovalSchema.optional(),
        response: {
          200: staffPageResponseSchema,
          404: apiErrorSchema.describe('No such page'),
          409: pageLinkedResponseSchema
            .or(apiErrorSchema)
            .describe('Linked from other pages or menus (linkedFrom lists them; send confirm: true), the home page, or not on the site'),
          ...staffErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const result = await unpublishPage(deps, actorOf(request), request.params.id, request.body?.confirm === true);
      if ('refused' in result)
        return reply
          .code(409)
          .send({ success: false as const, message: pageMessages.linkedFrom, errors: [{ message: pageMessages.linkedFrom }], linkedFrom: result.refused });
      return { success: true as const, payload: result };
    },
  );
};

export default routePlugin(unpublishPageRoute);
