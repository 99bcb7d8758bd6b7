import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, staffConsultationSlotsPath, staffSlotCreateSchema, staffSlotSchema } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { openSlot } from '../../consultations.staff';

/** Opens a time members may choose. */
const openSlotRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffConsultationSlotsPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Open a consultation time (in the future, 30 minutes or more)',
        body: staffSlotCreateSchema,
        response: {
          ...staffErrorResponses,
          201: z.object({ success: z.literal(true), payload: staffSlotSchema }),
          400: apiErrorSchema.describe('In the past, or shorter than 30 minutes'),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, payload: await openSlot(app.consultations.deps, actorOf(request), request.body.startsAt, request.body.endsAt) };
    },
  );
};

export default routePlugin(openSlotRoute);
