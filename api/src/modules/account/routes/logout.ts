import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, logoutPath, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDeps } from '../account-deps';
import { logout } from '../sessions.service';
import { requestToken } from '../request-token';

/** Log out: the session of the Authorization token ends. */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.post(
    logoutPath,
    {
      // Reads the session from Authorization but never answers 401 (an unknown token is a success).
      config: { bearer: true },
      schema: {
        tags: ['account'],
        summary: 'End the session of the Authorization token (a success for an unknown token too)',
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await logout(deps, requestToken(request));
      return { success: true as const, message: accountMessages.loggedOut };
    },
  );
};

export default routePlugin(logoutRoute);
