import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, consultationMessages, consultationRequestResponseSchema, consultationRequestSchema, consultationsPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { sessionMember } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { requestConsultation } from '../consultations.service';

/** POST: the signed-in member asks for their free consultation (one per 12 months). */
const requestConsultationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    consultationsPath,
    {
      schema: {
        tags: ['consultations'],
        summary: 'Ask for the free consultation (Authorization: Bearer <token>): topic, description, the times that suit',
        body: consultationRequestSchema,
        response: {
          201: consultationRequestResponseSchema,
          401: apiErrorSchema.describe('Not signed in'),
          409: apiErrorSchema.describe('One already in the last 12 months: the message says from when another may be asked'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const member = await sessionMember({ db: app.database.db, now: () => app.now() }, requestToken(request));
      const payload = await requestConsultation(app.consultations.deps, member, request.body);
      reply.code(201).header('cache-control', 'no-store');
      return { success: true as const, message: consultationMessages.requested, payload };
    },
  );
};

export default routePlugin(requestConsultationRoute);
