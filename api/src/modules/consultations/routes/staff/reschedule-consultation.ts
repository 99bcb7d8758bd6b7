import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffConsultationsPath, staffConsultationResponseSchema, consultationRescheduleSchema } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { reschedule } from '../../consultations.staff';
import { idParams } from './params';

/** Move a confirmed consultation to another time, with a reason the member reads */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffConsultationsPath}/:id/reschedule`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Move a confirmed consultation to another time, with a reason the member reads',
        params: idParams,
        body: consultationRescheduleSchema,
        response: {
          ...staffErrorResponses,
          200: staffConsultationResponseSchema,
          404: apiErrorSchema.describe('No such consultation'),
          409: apiErrorSchema.describe('Not in a state for this, or the time is taken'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      payload: await reschedule(app.consultations.deps, actorOf(request), request.params.id, request.body.slotId, request.body.reason),
    }),
  );
};

export default routePlugin(route);
