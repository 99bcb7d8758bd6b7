import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, eventsPath, eventMessages, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sessionMember } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { cancelPlace } from '../events.service';
import { slugParams } from './get-event';

/** DELETE: the member gives back their place (or leaves the waiting list); a freed place goes to the first in line. */
const cancelBookingRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${eventsPath}/:slug/booking`,
    {
      schema: {
        tags: ['events'],
        summary: 'Give back a place or leave the waiting list (Authorization: Bearer <token>)',
        params: slugParams,
        response: {
          200: okSchema,
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such event, or no place at it'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const member = await sessionMember({ db: app.database.db, now: () => app.now() }, requestToken(request), eventMessages.signInToBook);
      await cancelPlace(app.events.deps, member, request.params.slug);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: eventMessages.cancelled };
    },
  );
};

export default routePlugin(cancelBookingRoute);
