import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, eventCreateSchema, staffEventResponseSchema, staffEventsPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { createEvent } from '../../events.staff';

/** A new event, as a draft, or published at once (`publish`: created published or refused, nothing stored). */
const createEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffEventsPath,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'A new event, as a draft; with publish: true, published at once or refused with nothing stored',
        body: eventCreateSchema,
        response: {
          ...staffErrorResponses,
          201: staffEventResponseSchema,
          400: fieldErrorsSchema.describe('Publishing: each missing part, with its path; nothing was stored'),
          409: apiErrorSchema.describe('The address is taken'),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const { publish, ...input } = request.body;
      return { success: true as const, payload: await createEvent(app.events.deps, actorOf(request), input, publish === true) };
    },
  );
};

export default routePlugin(createEventRoute);
