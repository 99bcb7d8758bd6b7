import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, myConsultationsPath, myConsultationsResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sessionMember } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { myConsultations } from '../consultations.service';

/** GET the member's consultations (the current one and their history), and from when they may ask again. */
const myConsultationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    myConsultationsPath,
    {
      schema: {
        tags: ['consultations'],
        summary: "The member's consultations and when another may be asked (Authorization: Bearer <token>)",
        response: { 200: myConsultationsResponseSchema, 401: apiErrorSchema.describe('Not signed in'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await sessionMember({ db: app.database.db, now: () => app.now() }, requestToken(request));
      reply.header('cache-control', 'no-store');
      return { success: true as const, payload: await myConsultations(app.database.db, member, app.now()) };
    },
  );
};

export default routePlugin(myConsultationsRoute);
