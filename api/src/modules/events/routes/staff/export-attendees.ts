import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, staffEventsPath } from '@tenants/shared/model';
import { actorOf, sendCsv, staffErrorResponses } from '../../../staff';
import { attendeesCsv } from '../../events-attendees.staff';
import { eventParams } from './params';

/** The attendee list as CSV (audited, and only with a password or factor from the last 5 minutes, like every export). */
const exportAttendeesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${staffEventsPath}/:id/attendees.csv`,
    {
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: "An event's attendees as CSV",
        params: eventParams,
        response: { 200: z.string().describe('text/csv'), 404: apiErrorSchema.describe('No such event'), ...staffErrorResponses },
      },
    },
    async (request, reply) => sendCsv(reply, await attendeesCsv(app.events.deps, actorOf(request), request.params.id)),
  );
};

export default routePlugin(exportAttendeesRoute);
