import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEventsPath, staffEventResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { staffEvent } from '../../events.staff';
import { eventParams } from './params';

/** One event with its figures. */
const getEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${staffEventsPath}/:id`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'An event with its figures',
        params: eventParams,
        response: { 200: staffEventResponseSchema, 404: apiErrorSchema.describe('No such event'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await staffEvent(app.events.deps, request.params.id) }),
  );
};

export default routePlugin(getEventRoute);
