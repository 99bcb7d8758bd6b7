import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetailsMessages, accountEmailConfirmPath, accountEmailConfirmSchema, apiErrorSchema, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDetailsDeps } from '../account-deps';
import { confirmEmailChange } from '../account-details.service';

/** The link mailed to the new address, followed: it becomes the account's e-mail (no session needed). */
const confirmEmailRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDetailsDeps(app);
  app.post(
    accountEmailConfirmPath,
    {
      config: { rateLimit: limits.resetPassword },
      schema: {
        tags: ['account'],
        summary: 'Confirm a new e-mail address with the token of the link mailed to it',
        body: accountEmailConfirmSchema,
        response: { 200: okSchema, 409: apiErrorSchema.describe('Another account took the address meanwhile'), ...errorResponses },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      return { success: true as const, message: accountDetailsMessages.emailChanged };
    },
  );
};

export default routePlugin(confirmEmailRoute);
