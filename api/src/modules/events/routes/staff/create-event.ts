import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, eventInputSchema, staffEventResponseSchema, staffEventsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { createEvent } from '../../events.staff';

/** A new event, as a draft. */
const createEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffEventsPath,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'A new event, as a draft',
        body: eventInputSchema,
        response: { 201: staffEventResponseSchema, 409: apiErrorSchema.describe('The address is taken'), ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, payload: await createEvent(app.events.deps, actorOf(request), request.body) };
    },
  );
};

export default routePlugin(createEventRoute);
