import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterMessages, subscriptionConfirmPath, subscriptionConfirmResponseSchema, subscriptionConfirmSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { confirmSubscription } from '../consent.service';

/**
 * POST `{ token }`: the same as the GET (confirm.ts), for a client that would rather post. The site's
 * /newsletters/confirm page may call either.
 */
const confirmPostRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    subscriptionConfirmPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: "Confirm a subscription with its e-mail's link (the same link again is still a success)",
        body: subscriptionConfirmSchema,
        response: { 200: subscriptionConfirmResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const list = await confirmSubscription({ db: app.database.db, now: () => app.now() }, request.body.token);
      return { success: true as const, message: newsletterMessages.confirmed, payload: { list } };
    },
  );
};

export default confirmPostRoute;
