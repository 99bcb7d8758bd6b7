import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationsPath, consultationConfirmSchema } from '@tenants/shared/model';
import { actorOf } from '../../../staff';
import { confirmSlot } from '../../consultations.staff';
import { consultationResponses, idParams } from './params';

/** Confirm one time: the member is mailed with a calendar invitation */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffConsultationsPath}/:id/confirm`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Confirm one time: the member is mailed with a calendar invitation',
        params: idParams,
        body: consultationConfirmSchema,
        response: consultationResponses,
      },
    },
    async (request) => ({
      success: true as const,
      payload: await confirmSlot(app.consultations.deps, actorOf(request), request.params.id, request.body.slotId),
    }),
  );
};

export default routePlugin(route);
