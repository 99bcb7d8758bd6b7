import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageCreateSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { createPage } from '../../pages.staff';

/** A new page as a draft: a service page under an area, or a plain page at a new address (docs/product/pages.md). */
const createPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.post(
    staffPagesPath,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Create a page as a draft: { type: "service", area, slug, title } or { type: "plain", address, title }',
        body: pageCreateSchema,
        response: {
          201: staffPageResponseSchema,
          409: apiErrorSchema.describe('The address is taken, reserved or not one for this type of page'),
          ...staffErrorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, payload: await createPage(deps, actorOf(request), request.body) };
    },
  );
};

export default routePlugin(createPageRoute);
