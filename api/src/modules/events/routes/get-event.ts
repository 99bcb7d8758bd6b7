import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, eventResponseSchema, eventsPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { memberForToken } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { publicEvent } from '../events-view';

export const slugParams = z.object({ slug: z.string().max(100) });

/** GET one event; with a member's token also their booking and, when booked, the address or link. */
const getEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${eventsPath}/:slug`,
    {
      config: { bearer: false },
      schema: {
        tags: ['events'],
        summary: 'An event; with a member token also their booking, and the place or link when booked',
        params: slugParams,
        response: { 200: eventResponseSchema, 404: apiErrorSchema.describe('No such published event'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await memberForToken({ db: app.database.db, now: () => app.now() }, requestToken(request));
      // The answer depends on who asks (the link is for those booked): no shared cache keeps it.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, payload: await publicEvent(app.database.db, request.params.slug, member) };
    },
  );
};

export default routePlugin(getEventRoute);
