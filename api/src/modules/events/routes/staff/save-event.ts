import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, eventInputSchema, staffEventsPath, staffEventResponseSchema } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { saveEvent } from '../../events.staff';
import { eventParams } from './params';

/** Saves an event's details (a contributor: drafts only). */
const saveEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    `${staffEventsPath}/:id`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "Save an event's details; a published one must stay whole",
        params: eventParams,
        body: eventInputSchema,
        response: {
          ...staffErrorResponses,
          200: staffEventResponseSchema,
          400: fieldErrorsSchema.describe('A published event left incomplete, or fewer places than are booked'),
          404: apiErrorSchema.describe('No such event'),
          409: apiErrorSchema.describe('The address is taken, or the event is cancelled'),
        },
      },
    },
    async (request) => ({ success: true as const, payload: await saveEvent(app.events.deps, actorOf(request), request.params.id, request.body) }),
  );
};

export default routePlugin(saveEventRoute);
