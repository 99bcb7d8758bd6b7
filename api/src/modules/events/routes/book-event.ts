import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, bookingResponseSchema, eventsPath, eventMessages } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sessionMember } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { bookPlace } from '../events.service';
import { slugParams } from './get-event';

/** POST: the signed-in member books a place in one step (the waiting list when the event is full). */
const bookEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${eventsPath}/:slug/booking`,
    {
      schema: {
        tags: ['events'],
        summary: 'Book a place (Authorization: Bearer <token>); a full event puts the member on its waiting list',
        params: slugParams,
        response: {
          200: bookingResponseSchema,
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such published event'),
          409: apiErrorSchema.describe('Already booked or waiting; the event cancelled or started'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const member = await sessionMember({ db: app.database.db, now: () => app.now() }, requestToken(request), eventMessages.signInToBook);
      const { message, ...payload } = await bookPlace(app.events.deps, member, request.params.slug);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message, payload };
    },
  );
};

export default routePlugin(bookEventRoute);
