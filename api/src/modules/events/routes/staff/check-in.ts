import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, checkInResponseSchema, checkInSchema, staffEventsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { checkIn } from '../../events-attendees.staff';
import { bookingParams } from './params';

/** Marks an attendee present, or not, on the day. */
const checkInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffEventsPath}/:id/attendees/:bookingId/check-in`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark an attendee present or absent',
        params: bookingParams,
        body: checkInSchema,
        response: { 200: checkInResponseSchema, 404: apiErrorSchema.describe('No such booked place'), ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: await checkIn(app.events.deps, actorOf(request), request.params.id, request.params.bookingId, request.body.present),
    }),
  );
};

export default routePlugin(checkInRoute);
