import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEventResponseSchema, staffEventsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { duplicateEvent } from '../../events-desk.staff';
import { eventParams } from './params';

/** A new draft with an event's details ("Copy of …", no one booked): contributors too, as they draft events. */
const duplicateEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffEventsPath}/:id/duplicate`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Duplicate an event as a new draft',
        params: eventParams,
        response: { ...staffErrorResponses, 201: staffEventResponseSchema, 404: apiErrorSchema.describe('No such event') },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, payload: await duplicateEvent(app.events.deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(duplicateEventRoute);
