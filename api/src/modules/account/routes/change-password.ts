import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetailsMessages, accountPasswordPath, accountPasswordSchema, apiErrorSchema, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDetailsDeps } from '../account-deps';
import { changeOwnPassword } from '../account-details.service';
import { openSessionFor } from '../sessions.service';
import { requestToken } from '../request-token';

/** The signed-in member changes their password with the current one; every other session ends. */
const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDetailsDeps(app);
  app.post(
    accountPasswordPath,
    {
      config: { rateLimit: limits.login },
      schema: {
        tags: ['account'],
        summary: 'Change my password (the current one needed); every other session ends',
        body: accountPasswordSchema,
        response: { 200: okSchema, 401: apiErrorSchema.describe('No live session'), ...errorResponses },
      },
    },
    async (request) => {
      const session = await openSessionFor(deps, requestToken(request));
      await changeOwnPassword(deps, session, request.body.current_password, request.body.new_password);
      return { success: true as const, message: accountDetailsMessages.passwordChanged };
    },
  );
};

export default routePlugin(changePasswordRoute);
