import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, eventDeskMessages, okSchema, staffEventsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { deleteEvent } from '../../events-desk.staff';
import { eventParams } from './params';

/** Deletes a draft event (staff and admins, like the rest of managing events); a published one is cancelled instead. */
const deleteEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${staffEventsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Delete a draft event',
        params: eventParams,
        response: {
          200: okSchema,
          404: apiErrorSchema.describe('No such event'),
          409: apiErrorSchema.describe('Not a draft: a published event is cancelled, not deleted'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      await deleteEvent(app.events.deps, actorOf(request), request.params.id);
      return { success: true as const, message: eventDeskMessages.deleted };
    },
  );
};

export default routePlugin(deleteEventRoute);
