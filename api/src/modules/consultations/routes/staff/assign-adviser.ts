import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffConsultationsPath, staffConsultationResponseSchema, consultationAssignSchema } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { assignAdviser } from '../../consultations.staff';
import { idParams } from './params';

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
      payload: await assignAdviser(app.consultations.deps, actorOf(request), request.params.id, request.body.adviserId),
    }),
  );
};

export default routePlugin(route);
