import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, okSchema, resetPasswordPath, resetPasswordRequestSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDeps } from '../account-deps';
import { resetPassword } from '../account.service';

/** A new password through the e-mailed link. */
const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.post(
    resetPasswordPath,
    {
      config: { rateLimit: limits.resetPassword },
      schema: {
        tags: ['account'],
        summary: 'Choose a new password with the token of an e-mailed link; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.new_password);
      return { success: true as const, message: accountMessages.passwordChanged };
    },
  );
};

export default routePlugin(resetPasswordRoute);
