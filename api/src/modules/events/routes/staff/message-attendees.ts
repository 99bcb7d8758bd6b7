import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, attendeeMessageResponseSchema, attendeeMessageSchema, staffEventsPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { messageAttendees } from '../../events-desk.staff';
import { eventParams } from './params';

/** Writes to everyone with a place, or everyone waiting: one e-mail each through the mail queue (audited). */
const messageAttendeesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffEventsPath}/:id/message`,
    {
      schema: {
        tags: ['staff'],
        summary: 'E-mail everyone booked, or the waiting list',
        params: eventParams,
        body: attendeeMessageSchema,
        response: {
          ...staffErrorResponses,
          200: attendeeMessageResponseSchema,
          400: fieldErrorsSchema.describe('A missing subject or message'),
          404: apiErrorSchema.describe('No such event'),
          409: apiErrorSchema.describe('No one on that list'),
        },
      },
    },
    async (request) => {
      const { sent, message } = await messageAttendees(app.events.deps, actorOf(request), request.params.id, request.body);
      return { success: true as const, message, payload: { sent } };
    },
  );
};

export default routePlugin(messageAttendeesRoute);
