import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, donationPath, donationRequestSchema, donationResponseSchema, messages } from '@tenants/shared';
import { sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { errorResponses } from '../schemas';
import challengeRoutes from './challenge';
import { donate } from './donation.service';
import returnRoutes from './return';

/**
 * Card donations (SPEC §7 POST /donation, §4 donation flow): charged through the configured provider, with
 * a card check (3-D Secure) by redirect when the card needs one, then the simulator's challenge page or
 * the donor's return from Stripe settles it.
 */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    donationPath,
    {
      config: { rateLimit: limits.donation },
      schema: {
        tags: ['donation'],
        summary: 'Donate by card: succeeds, asks for a card check (next_action), or answers the reason it failed',
        body: donationRequestSchema,
        response: {
          200: donationResponseSchema,
          402: apiErrorSchema.describe('The payment did not go through: the reason, to show the donor'),
          409: apiErrorSchema.describe('The idempotency key belongs to another attempt, or its first request is still running'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if ((await app.validation.email(request.body.email.toLowerCase())) === 'Invalid') return sendError(reply, 400, messages.emailInvalid);
      const answer = await donate(app, request, request.body);
      return answer.ok ? answer.body : sendError(reply, answer.status, answer.message);
    },
  );

  await app.register(challengeRoutes);
  await app.register(returnRoutes);
};

export default donationRoutes;
