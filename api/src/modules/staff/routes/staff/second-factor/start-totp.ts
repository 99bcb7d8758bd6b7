import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffTotpEnrolPath, staffTotpEnrolRequestSchema, staffTotpEnrolResponseSchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { startTotpEnrolment } from '../../../second-factor/second-factor.service';

/**
 * Starts the authenticator-app enrolment of an account without a factor, with the code of the link e-mailed
 * to it (403 "check your e-mail" without): the secret, its QR code and URI.
 */
const startTotpRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffTotpEnrolPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "Start setting up an authenticator app (accounts without a second factor only, with the e-mailed enrolment link's code)",
        body: staffTotpEnrolRequestSchema,
        response: { 200: staffTotpEnrolResponseSchema, 409: apiErrorSchema.describe('A second factor is already set up'), ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: await startTotpEnrolment(secondFactorDeps(app, request), callerOf(request), request.body?.enrolmentCode),
    }),
  );
};

export default routePlugin(startTotpRoute);
