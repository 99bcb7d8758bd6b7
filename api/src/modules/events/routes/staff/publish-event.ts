import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEventsPath, staffEventResponseSchema } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { publishEvent } from '../../events.staff';
import { eventParams } from './params';

/** Puts a whole event on /events: staff and admins; a contributor is told why not (events.staff.ts). */
const publishEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffEventsPath}/:id/publish`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Publish an event (staff and admins)',
        params: eventParams,
        response: {
          ...staffErrorResponses,
          200: staffEventResponseSchema,
          400: fieldErrorsSchema.describe('Incomplete: every missing part in `errors`'),
          404: apiErrorSchema.describe('No such event'),
          409: apiErrorSchema.describe('A cancelled event'),
        },
      },
    },
    async (request) => ({ success: true as const, payload: await publishEvent(app.events.deps, actorOf(request), request.params.id) }),
  );
};

export default routePlugin(publishEventRoute);
