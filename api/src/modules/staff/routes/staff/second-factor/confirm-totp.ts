import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffRecoveryCodesResponseSchema, staffTotpConfirmPath, staffTotpConfirmRequestSchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { confirmTotpEnrolment } from '../../../second-factor/second-factor.service';

/** The app's first code, with the enrolment link's code, confirms the enrolment and this session; answers the ten recovery codes, shown once. */
const confirmTotpRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffTotpConfirmPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Confirm the authenticator app with its first code; answers the ten one-time recovery codes (shown once)',
        body: staffTotpConfirmRequestSchema,
        response: { 200: staffRecoveryCodesResponseSchema, 409: apiErrorSchema.describe('Already set up'), ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: { recoveryCodes: await confirmTotpEnrolment(secondFactorDeps(app, request), callerOf(request), request.body.code, request.body.enrolmentCode) },
    }),
  );
};

export default routePlugin(confirmTotpRoute);
