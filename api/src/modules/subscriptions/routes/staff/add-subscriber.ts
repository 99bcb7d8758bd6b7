import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffListAddResponseSchema, staffListAddSchema, staffListMessages, staffListsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { addSubscriber } from '../../subscriptions.staff';
import { emailListParams } from './list-params';
import { listInviteDeps } from '../../list-invite-deps';

/** Add an address to an e-mail list by hand: unconfirmed, sent the confirmation mail (docs/product/staff.md). */
const addSubscriberRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = listInviteDeps(app);

  app.post(
    `${staffListsPath}/:list/subscribers`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Add an address by hand; it is sent a confirmation mail and nothing else until it confirms',
        params: emailListParams,
        body: staffListAddSchema,
        response: {
          200: staffListAddResponseSchema,
          409: apiErrorSchema.describe('Already confirmed, or sent a confirmation in the last few minutes'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      const entry = await addSubscriber(deps, actorOf(request), request.params.list, request.body.email);
      return { success: true as const, message: staffListMessages.added, payload: entry };
    },
  );
};

export default routePlugin(addSubscriberRoute);
