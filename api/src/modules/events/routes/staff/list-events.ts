import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEventListQuerySchema, staffEventListResponseSchema, staffEventsPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { staffEvents } from '../../events.staff';

/** Every event, newest first, with its figures (contributors too: they draft events). */
const listEventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffEventsPath,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Events, newest first, with booked, waiting and checked-in figures',
        querystring: staffEventListQuerySchema,
        response: { 200: staffEventListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await staffEvents(app.events.deps, request.query) }),
  );
};

export default routePlugin(listEventsRoute);
