import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterMessages, subscriptionConfirmPath, subscriptionConfirmResponseSchema, subscriptionConfirmSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { confirmSubscription } from '../consent.service';

/**
 * GET `?token=`: confirms the address a confirmation link names (the site's /newsletters/confirm page calls
 * it; confirming is what the link is for, and doing it twice is harmless, so a GET may).
 */
const confirmRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    subscriptionConfirmPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: "Confirm a subscription with its e-mail's link (the same link again is still a success)",
        querystring: subscriptionConfirmSchema,
        response: { 200: subscriptionConfirmResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const list = await confirmSubscription({ db: app.database.db, now: () => app.now() }, request.query.token);
      return { success: true as const, message: newsletterMessages.confirmed, payload: { list } };
    },
  );
};

export default confirmRoute;
