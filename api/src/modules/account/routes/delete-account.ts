import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDataMessages, accountDeletePath, accountDeleteSchema, apiErrorSchema, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDataDeps } from '../account-deps';
import { deleteOwnAccount } from '../account-data.service';
import { sessionMember } from '../sessions.service';
import { requestToken } from '../request-token';

/** The signed-in member deletes their account with their password (the staff's erasure; the session ends). */
const deleteAccountRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDataDeps(app);
  app.post(
    accountDeletePath,
    {
      // Each try checks a password: limited as logins are.
      config: { rateLimit: limits.login },
      schema: {
        tags: ['account'],
        summary: 'Delete my account (password to confirm); a confirmation mail follows',
        body: accountDeleteSchema,
        response: { 200: okSchema, 401: apiErrorSchema.describe('No live session'), 403: apiErrorSchema.describe('A staff account'), ...errorResponses },
      },
    },
    async (request) => {
      const member = await sessionMember(deps, requestToken(request));
      await deleteOwnAccount(deps, member, request.body.password);
      return { success: true as const, message: accountDataMessages.deleted };
    },
  );
};

export default routePlugin(deleteAccountRoute);
