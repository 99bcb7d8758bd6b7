import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDonationListResponseSchema, staffDonationQuerySchema, staffDonationsPath } from '@tenants/shared/model';
import { actorOf, staffDeps, staffErrorResponses } from '../../../staff';
import { donationList } from '../../donation.staff';

/** Donation attempts, newest first; q searches the names and e-mail of the donor (docs/product/staff.md). */
const listDonationsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffDonationsPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Donation attempts, newest first; q searches the names and e-mail of the donor',
        querystring: staffDonationQuerySchema,
        response: { 200: staffDonationListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await donationList(deps, actorOf(request), request.query) };
    },
  );
};

export default routePlugin(listDonationsRoute);
