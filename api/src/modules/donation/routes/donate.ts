import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, donationPath, donationRequestSchema, donationResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { donationDeps } from '../donation-deps';
import { donate } from '../donation.service';

/** POST a card donation: it succeeds, asks for a card check (next_action), or answers why it failed. */
const donateRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = donationDeps(app);
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
    async (request) => donate(deps, request.log, request.body),
  );
};

export default routePlugin(donateRoute);
