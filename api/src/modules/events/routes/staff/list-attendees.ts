import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, attendeesResponseSchema, staffEventsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { attendees } from '../../events-attendees.staff';
import { eventParams } from './params';

/** The people booked, waiting or who gave their place back (audited: personal data). */
const listAttendeesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${staffEventsPath}/:id/attendees`,
    {
      schema: {
        tags: ['staff'],
        summary: "An event's attendees and waiting list",
        params: eventParams,
        response: { 200: attendeesResponseSchema, 404: apiErrorSchema.describe('No such event'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: { attendees: await attendees(app.events.deps, actorOf(request), request.params.id) } }),
  );
};

export default routePlugin(listAttendeesRoute);
