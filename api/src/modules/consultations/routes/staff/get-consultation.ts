import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffConsultationsPath, staffConsultationResponseSchema } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { staffConsultation } from '../../consultations.staff';
import { idParams } from './params';

/** One consultation request, with who asked (audited) */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${staffConsultationsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One consultation request, with who asked (audited)',
        params: idParams,
        response: {
          ...staffErrorResponses,
          200: staffConsultationResponseSchema,
          404: apiErrorSchema.describe('No such consultation'),
          409: apiErrorSchema.describe('Not in a state for this, or the time is taken'),
        },
      },
    },
    async (request) => ({ success: true as const, payload: await staffConsultation(app.consultations.deps, actorOf(request), request.params.id) }),
  );
};

export default routePlugin(route);
