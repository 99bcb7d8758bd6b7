import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEventsPath, staffEventCancelSchema, staffEventResponseSchema } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { cancelEvent } from '../../events.staff';
import { eventParams } from './params';

/** Cancels a published event; everyone booked or waiting is mailed the reason. */
const cancelEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffEventsPath}/:id/cancel`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Cancel a published event; every attendee is mailed',
        params: eventParams,
        body: staffEventCancelSchema,
        response: {
          200: staffEventResponseSchema,
          404: apiErrorSchema.describe('No such event'),
          409: apiErrorSchema.describe('Not a published event'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, payload: await cancelEvent(app.events.deps, actorOf(request), request.params.id, request.body.reason) }),
  );
};

export default routePlugin(cancelEventRoute);
