import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountPreferencesPath, accountPreferencesResponseSchema, apiErrorSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDataDeps } from '../account-deps';
import { memberPreferences } from '../account-data.service';
import { sessionMember } from '../sessions.service';
import { requestToken } from '../request-token';

/** The signed-in member's e-mail lists. */
const preferencesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDataDeps(app);
  app.get(
    accountPreferencesPath,
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in member's e-mail lists (Authorization: Bearer <token>)",
        response: { 200: accountPreferencesResponseSchema, 401: apiErrorSchema.describe('No live session'), ...errorResponses },
      },
    },
    async (request) => {
      const member = await sessionMember(deps, requestToken(request));
      return { success: true as const, payload: { lists: await memberPreferences(deps, member) } };
    },
  );
};

export default routePlugin(preferencesRoute);
