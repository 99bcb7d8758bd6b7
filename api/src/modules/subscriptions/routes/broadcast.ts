import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcastAliasPath, broadcastPath, broadcastRequestSchema, messages, subscribeResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { subscribeFromForm } from '../subscriptions.service';
import { subscribed, subscriptionDeps } from '../subscription-deps';

/** The community page's e-mail broadcast list. */
const broadcastRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = subscriptionDeps(app);
  // The contract's historical spelling, and the correct one for clients that fix it: the same route twice.
  for (const url of [broadcastPath, broadcastAliasPath]) {
    app.post(
      url,
      {
        config: { rateLimit: limits.subscribe },
        schema: {
          tags: ['subscribe'],
          summary: `Join the community e-mail broadcast list${url === broadcastAliasPath ? ` (the same as ${broadcastPath})` : ''}`,
          body: broadcastRequestSchema,
          response: { 200: subscribeResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        await subscribeFromForm(deps, 'broadcast', { contact: request.body.email, source: request.body.source }, messages.emailInvalid);
        return subscribed.broadcast;
      },
    );
  }
};

export default routePlugin(broadcastRoute);
