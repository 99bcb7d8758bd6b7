import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetailsMessages, accountEmailPath, accountEmailSchema, apiErrorSchema, okSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDetailsDeps } from '../account-deps';
import { askEmailChange } from '../account-details.service';
import { openSessionFor } from '../sessions.service';
import { requestToken } from '../request-token';

/** The signed-in member asks for a new e-mail (with their password): a link goes to it, the old address is told. */
const changeEmailRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDetailsDeps(app);
  app.post(
    accountEmailPath,
    {
      // Each try checks a password, and mails two addresses: limited as logins are.
      config: { rateLimit: limits.login },
      schema: {
        tags: ['account'],
        summary: 'Ask for a new e-mail address: a confirmation link goes to it and the old address is told; nothing changes until the link is followed',
        body: accountEmailSchema,
        response: {
          200: okSchema,
          401: apiErrorSchema.describe('No live session'),
          409: apiErrorSchema.describe('Another account’s address'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const session = await openSessionFor(deps, requestToken(request));
      const email = await askEmailChange(deps, session, request.body.email, request.body.password);
      return { success: true as const, message: accountDetailsMessages.emailLinkSent(email) };
    },
  );
};

export default routePlugin(changeEmailRoute);
