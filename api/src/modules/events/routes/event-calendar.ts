import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, eventsPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { publicCalendar } from '../events-calendar';
import { slugParams } from './get-event';

/** GET the event as an .ics file: "Add to calendar" on its page links here (no sign-in: what everyone may read). */
const eventCalendarRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${eventsPath}/:slug/calendar.ics`,
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file (RFC 5545), for "Add to calendar"',
        params: slugParams,
        response: { 200: z.string().describe('text/calendar'), 404: apiErrorSchema.describe('No such event'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ics = await publicCalendar(app.events.deps, request.params.slug);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.slug.replace(/[^a-z0-9-]/g, '') || 'event'}.ics"`)
        .header('cache-control', 'no-cache')
        .send(ics);
    },
  );
};

export default routePlugin(eventCalendarRoute);
