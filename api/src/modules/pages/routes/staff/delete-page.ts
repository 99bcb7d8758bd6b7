import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, pageDeleteQuerySchema, pageLinkedResponseSchema, pageMessages, staffPagesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { removePage } from '../../pages.staff';

/** Delete a service or plain page with its history; refused with what links to it unless `?confirm=true`; editors only. */
const deletePageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.delete(
    `${staffPagesPath}/:id`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Delete a service or plain page (?confirm=true once the pages and menus that link to it are known); contributors 403',
        params: idParams,
        querystring: pageDeleteQuerySchema,
        response: {
          200: okSchema,
          404: apiErrorSchema.describe('No such page'),
          409: pageLinkedResponseSchema.or(apiErrorSchema).describe('Linked from other pages or menus (linkedFrom lists them), or one of the site’s own pages'),
          ...staffErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const refusal = await removePage(deps, actorOf(request), request.params.id, request.query.confirm === 'true');
      if (refusal)
        return reply
          .code(409)
          .send({ success: false as const, message: pageMessages.linkedFrom, errors: [{ message: pageMessages.linkedFrom }], linkedFrom: refusal.refused });
      return { success: true as const, message: 'Page deleted.' };
    },
  );
};

export default routePlugin(deletePageRoute);
