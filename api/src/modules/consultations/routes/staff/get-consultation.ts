import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsultationsPath } from '@tenants/shared/model';
import { actorOf } from '../../../staff';
import { staffConsultation } from '../../consultations.staff';
import { consultationResponses, idParams } from './params';

/** One consultation request, with who asked (audited) */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${staffConsultationsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One consultation request, with who asked (audited)',
        params: idParams,
        response: consultationResponses,
      },
    },
    async (request) => ({ success: true as const, payload: await staffConsultation(app.consultations.deps, actorOf(request), request.params.id) }),
  );
};

export default routePlugin(route);
