import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, apiErrorSchema, loginPath, loginRequestSchema, tokenResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDeps } from '../account-deps';
import { login } from '../account.service';
import { securityLog } from '../security-events';

/** Log in with e-mail and password. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.post(
    loginPath,
    {
      // Its 401 is a wrong password, not a missing session (the OpenAPI security list reads `bearer`).
      config: { rateLimit: limits.login, bearer: false },
      schema: {
        tags: ['account'],
        summary: 'Log in with e-mail and password; answers a session token',
        body: loginRequestSchema,
        response: {
          200: tokenResponseSchema,
          401: apiErrorSchema.describe('Wrong e-mail or password'),
          403: apiErrorSchema.describe('The account was deactivated by staff (docs/product/staff.md)'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const token = await login(deps, request.body, securityLog(request.log));
      return { success: true as const, token, message: accountMessages.loggedIn };
    },
  );
};

export default routePlugin(loginRoute);
