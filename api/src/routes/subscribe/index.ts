import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, newsletterPath, newsletterRequestSchema, subscribeResponseSchema } from '@tenants/shared';
import { errorResponses } from '../schemas';
import { addNewsletterSubscription } from './subscribe.repository';

/** The subscription lists: the footer's newsletter (community broadcast and WhatsApp join it later). */
const subscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    newsletterPath,
    {
      schema: {
        tags: ['subscribe'],
        summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is fine)',
        body: newsletterRequestSchema,
        response: { 200: subscribeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, source } = request.body;
      await addNewsletterSubscription(app.database.db, {
        // The contract trims; lower case makes Jo@X.com and jo@x.com one subscriber.
        email: email.toLowerCase(),
        source: source?.trim() || null,
        consentedAt: new Date(),
      });
      return { success: true as const, message: messages.newsletterThanks };
    },
  );
};

export default subscribeRoutes;
