import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEventsPath, walkInResponseSchema, walkInSchema } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { addWalkIn } from '../../events-desk.staff';
import { eventParams } from './params';

/** Staff book a walk-in: a place if one is left; a full event only into the waiting list, when asked. */
const addWalkInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffEventsPath}/:id/attendees`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Add a walk-in attendee (name and e-mail)',
        params: eventParams,
        body: walkInSchema,
        response: {
          ...staffErrorResponses,
          201: walkInResponseSchema,
          400: fieldErrorsSchema.describe('A missing name or a wrong e-mail'),
          404: apiErrorSchema.describe('No such event'),
          409: apiErrorSchema.describe('Full (offer the waiting list), already booked or waiting, or not published'),
        },
      },
    },
    async (request, reply) => {
      const { attendee, message } = await addWalkIn(app.events.deps, actorOf(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, message, payload: attendee };
    },
  );
};

export default routePlugin(addWalkInRoute);
