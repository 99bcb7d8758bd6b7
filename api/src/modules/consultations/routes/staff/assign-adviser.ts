import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationsPath, consultationAssignSchema } from '@tenants/shared/model';
import { actorOf } from '../../../staff';
import { assignAdviser } from '../../consultations.staff';
import { consultationResponses, idParams } from './params';

/** Assign an adviser */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${staffConsultationsPath}/:id/adviser`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Assign an adviser',
        params: idParams,
        body: consultationAssignSchema,
        response: consultationResponses,
      },
    },
    async (request) => ({
      success: true as const,
      payload: await assignAdviser(app.consultations.deps, actorOf(request), request.params.id, request.body.adviserId),
    }),
  );
};

export default routePlugin(route);
