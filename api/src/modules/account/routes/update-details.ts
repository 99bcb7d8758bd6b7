import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetailsPath, accountDetailsSchema, accountDetailsMessages, apiErrorSchema, profileResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { accountDetailsDeps } from '../account-deps';
import { changeDetails } from '../account-details.service';
import { sessionMember } from '../sessions.service';
import { requestToken } from '../request-token';

/** The signed-in member changes their name and phone. */
const updateDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDetailsDeps(app);
  app.put(
    accountDetailsPath,
    {
      schema: {
        tags: ['account'],
        summary: 'Change my name and phone',
        body: accountDetailsSchema,
        response: {
          200: profileResponseSchema.extend({ message: apiErrorSchema.shape.message }),
          401: apiErrorSchema.describe('No live session'),
          409: apiErrorSchema.describe('The phone number is another account’s'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const member = await sessionMember(deps, requestToken(request));
      await changeDetails(deps, member.id, request.body);
      const { firstname, lastname, phone } = request.body;
      return { success: true as const, message: accountDetailsMessages.detailsSaved, payload: { firstname, lastname, email: member.email, phone } };
    },
  );
};

export default routePlugin(updateDetailsRoute);
