import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationsPath, consultationCancelSchema } from '@tenants/shared/model';
import { actorOf } from '../../../staff';
import { cancelConsultation } from '../../consultations.staff';
import { consultationResponses, idParams } from './params';

/** Cancel with a reason the member reads; its time opens again */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffConsultationsPath}/:id/cancel`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Cancel with a reason the member reads; its time opens again',
        params: idParams,
        body: consultationCancelSchema,
        response: consultationResponses,
      },
    },
    async (request) => ({
      success: true as const,
      payload: await cancelConsultation(app.consultations.deps, actorOf(request), request.params.id, request.body.reason),
    }),
  );
};

export default routePlugin(route);
