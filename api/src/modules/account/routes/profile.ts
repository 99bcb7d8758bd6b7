import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, profilePath, profileResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDeps } from '../account-deps';
import { sessionMember } from '../sessions.service';
import { requestToken } from '../request-token';

/** The logged-in member's details. */
const profileRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.get(
    profilePath,
    {
      schema: {
        tags: ['account'],
        summary: 'The logged-in member (Authorization: Bearer <token>)',
        response: { 200: profileResponseSchema, 401: apiErrorSchema.describe('No session, or one that has expired or was logged out'), ...errorResponses },
      },
    },
    async (request) => {
      const { firstname, lastname, email, phone } = await sessionMember(deps, requestToken(request));
      // An invited colleague has no phone: an empty one, as the contract's string.
      return { success: true as const, payload: { firstname, lastname, email, phone: phone ?? '' } };
    },
  );
};

export default routePlugin(profileRoute);
