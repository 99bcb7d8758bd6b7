import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, apiErrorSchema, forgotPasswordPath, forgotPasswordRequestSchema, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDeps } from '../account-deps';
import { requestPasswordReset } from '../account.service';

/** The forgotten-password e-mail with its single-use reset link. */
const forgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.post(
    forgotPasswordPath,
    {
      config: { rateLimit: limits.forgotPassword },
      schema: {
        tags: ['account'],
        summary: 'E-mail a single-use link to choose a new password (valid 1 hour)',
        body: forgotPasswordRequestSchema,
        response: { 200: okSchema, 404: apiErrorSchema.describe('"User does not exist"'), ...errorResponses },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { success: true as const, message: accountMessages.resetSent };
    },
  );
};

export default routePlugin(forgotPasswordRoute);
