import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, myBookingsResponseSchema, myEventBookingsPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sessionMember } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { myBookings } from '../events-view';

/** GET the signed-in member's bookings, latest event first. */
const myBookingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    myEventBookingsPath,
    {
      schema: {
        tags: ['events'],
        summary: "The member's event bookings (Authorization: Bearer <token>)",
        response: { 200: myBookingsResponseSchema, 401: apiErrorSchema.describe('Not signed in'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await sessionMember({ db: app.database.db, now: () => app.now() }, requestToken(request));
      reply.header('cache-control', 'no-store');
      return { success: true as const, payload: { bookings: await myBookings(app.database.db, member.id) } };
    },
  );
};

export default routePlugin(myBookingsRoute);
