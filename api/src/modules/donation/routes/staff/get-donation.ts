import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffDonationResponseSchema, staffDonationsPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { openDonation } from '../../donation.staff';

/** One donation's page: its row, the provider and the member of the same e-mail (docs/product/staff.md). */
const getDonationRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    `${staffDonationsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: "One donation: its row with the provider's reference, the provider, and the member account of the same e-mail (or null)",
        params: idParams,
        response: { 200: staffDonationResponseSchema, 404: apiErrorSchema.describe('No such donation'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await openDonation(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(getDonationRoute);
