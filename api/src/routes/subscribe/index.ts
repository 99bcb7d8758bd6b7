import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  broadcastAliasPath,
  broadcastPath,
  broadcastRequestSchema,
  messages,
  newsletterPath,
  newsletterRequestSchema,
  subscribeResponseSchema,
  whatsappPath,
  whatsappRequestSchema,
} from '@tenants/shared';
import { sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { errorResponses } from '../schemas';
import { addSubscription, type SubscriptionList } from './subscribe.repository';

const subscribed = { success: true as const, message: messages.newsletterThanks };

/**
 * The subscription lists: the footer's newsletter and the community page's broadcast (e-mail) and
 * WhatsApp lists. Subscribing twice is a success and keeps one row; each row records when consent was
 * given and on which page.
 */
const subscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribe = async (list: SubscriptionList, contact: string, source: string | undefined) => {
    await addSubscription(app.database.db, list, { contact, source: source?.trim() || null, consentedAt: new Date() });
    return subscribed;
  };

  app.post(
    newsletterPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is fine)',
        body: newsletterRequestSchema,
        response: { 200: subscribeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, source } = request.body;
      if ((await app.validation.email(email)) === 'Invalid') return sendError(reply, 400, messages.newsletterInvalid);
      // The contract trims; lower case makes Jo@X.com and jo@x.com one subscriber.
      return subscribe('newsletter', email.toLowerCase(), source);
    },
  );

  // The spec's spelling, and the correct one for clients that fix it: the same route twice.
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
      async (request, reply) => {
        const { email, source } = request.body;
        if ((await app.validation.email(email)) === 'Invalid') return sendError(reply, 400, messages.emailInvalid);
        return subscribe('broadcast', email.toLowerCase(), source);
      },
    );
  }

  app.post(
    whatsappPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: 'Join the community WhatsApp list (the number is kept as digits)',
        body: whatsappRequestSchema,
        response: { 200: subscribeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { phone, source } = request.body;
      if ((await app.validation.phone(phone)) === 'Invalid') return sendError(reply, 400, messages.phoneInvalid);
      return subscribe('whatsapp', phone, source);
    },
  );
};

export default subscribeRoutes;
