import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffListAddResponseSchema, staffListMessages, staffListsPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { resendConfirmation } from '../../subscriptions.staff';
import { emailListParams } from './list-params';
import { listInviteDeps } from '../../list-invite-deps';

/** Send an unconfirmed entry a new confirmation link (docs/product/staff.md). */
const resendConfirmationRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = listInviteDeps(app);

  app.post(
    `${staffListsPath}/:list/:id/resend`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Send an unconfirmed entry a new confirmation mail',
        params: emailListParams.extend(idParams.shape),
        response: {
          200: staffListAddResponseSchema,
          404: apiErrorSchema.describe('No such entry'),
          409: apiErrorSchema.describe('Not unconfirmed, or sent a confirmation in the last few minutes'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      const entry = await resendConfirmation(deps, actorOf(request), request.params.list, request.params.id);
      return { success: true as const, message: staffListMessages.resent, payload: entry };
    },
  );
};

export default routePlugin(resendConfirmationRoute);
