import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, newsletterPath, newsletterRequestSchema, newsletterSubscribeResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { subscribeFromForm } from '../subscriptions.service';
import { subscribed, subscriptionDeps } from '../subscription-deps';

/** The footer's newsletter form: one answer for every address (a confirmation mail goes to a new or waiting one). */
const newsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = subscriptionDeps(app);
  app.post(
    newsletterPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is fine and answers the same)',
        body: newsletterRequestSchema,
        response: { 200: newsletterSubscribeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await subscribeFromForm(deps, 'newsletter', { contact: request.body.email, source: request.body.source }, messages.newsletterInvalid);
      return subscribed.newsletter;
    },
  );
};

export default routePlugin(newsletterRoute);
