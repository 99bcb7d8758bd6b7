import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationsPath, consultationRescheduleSchema } from '@tenants/shared/model';
import { actorOf } from '../../../staff';
import { reschedule } from '../../consultations.staff';
import { consultationResponses, idParams } from './params';

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
        response: consultationResponses,
      },
    },
    async (request) => ({
      success: true as const,
      payload: await reschedule(app.consultations.deps, actorOf(request), request.params.id, request.body.slotId, request.body.reason),
    }),
  );
};

export default routePlugin(route);
