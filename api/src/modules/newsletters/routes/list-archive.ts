import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterArchiveQuerySchema, newsletterArchiveResponseSchema, newslettersPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { newsletterArchive } from '../newsletters.service';

/** The archive: sent newsletters, newest first, paged (the /newsletters page). */
const listArchiveRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    newslettersPath,
    {
      schema: {
        tags: ['newsletters'],
        summary: 'Sent newsletters, newest first',
        querystring: newsletterArchiveQuerySchema,
        response: { 200: newsletterArchiveResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await newsletterArchive(app.database.db, request.query.page) }),
  );
};

export default routePlugin(listArchiveRoute);
