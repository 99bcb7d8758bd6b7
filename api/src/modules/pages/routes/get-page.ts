import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, pageAddressSchema, pageResponseSchema, pagesPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { publishedPage } from '../pages.service';

/** A published page by its address (docs/product/pages.md): `GET /api/pages?address=/property/rates`. */
const getPageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    pagesPath,
    {
      schema: {
        tags: ['pages'],
        summary: 'A published page by its address: its type, area, title and blocks',
        querystring: z.object({ address: pageAddressSchema }),
        response: { 200: pageResponseSchema, 404: apiErrorSchema.describe('No page is published at that address'), ...errorResponses },
      },
    },
    async (request, reply) => {
      // Revalidated each time: a publish shows at the next request.
      reply.header('cache-control', 'no-cache');
      return { success: true as const, payload: await publishedPage(app.database.db, request.query.address) };
    },
  );
};

export default routePlugin(getPageRoute);
