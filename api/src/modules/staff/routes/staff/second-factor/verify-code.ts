import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuthMessages, staffCodeRequestSchema, staffSecondFactorVerifyPath, okSchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { verifyCode } from '../../../second-factor/second-factor.service';

/** The second step with an authenticator code or a recovery code (each recovery code works once). */
const verifyCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffSecondFactorVerifyPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Confirm this session with an authenticator code or a one-time recovery code (5 wrong in 15 minutes lock the account out: 429)',
        body: staffCodeRequestSchema,
        response: { 200: okSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      await verifyCode(secondFactorDeps(app, request), callerOf(request), request.body.code);
      return { success: true as const, message: staffAuthMessages.verified };
    },
  );
};

export default routePlugin(verifyCodeRoute);
