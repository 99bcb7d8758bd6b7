import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, tokenCheckPath, tokenCheckRequestSchema, tokenCheckResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDeps } from '../account-deps';
import { sessionMember } from '../sessions.service';

/** Whether a stored token still opens a session (the remotes ask before they trust one). */
const tokenCheckRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.post(
    tokenCheckPath,
    {
      // The token comes in the body, not as a bearer header.
      config: { bearer: false },
      schema: {
        tags: ['account'],
        summary: 'Whether a stored token still opens a session',
        body: tokenCheckRequestSchema,
        response: { 200: tokenCheckResponseSchema, 401: apiErrorSchema.describe('No session, or one that has expired or was logged out'), ...errorResponses },
      },
    },
    async (request) => {
      await sessionMember(deps, request.body.token);
      return { success: true };
    },
  );
};

export default routePlugin(tokenCheckRoute);
