import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, subscribeResponseSchema, whatsappPath, whatsappRequestSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { subscribeFromForm } from '../subscriptions.service';
import { subscribed, subscriptionDeps } from '../subscription-deps';

/** The community page's WhatsApp list. */
const whatsappRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = subscriptionDeps(app);
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
    async (request) => {
      await subscribeFromForm(deps, 'whatsapp', { contact: request.body.phone, source: request.body.source }, messages.phoneInvalid);
      return subscribed.whatsapp;
    },
  );
};

export default routePlugin(whatsappRoute);
