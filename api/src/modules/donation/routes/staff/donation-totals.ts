import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDonationTotalsPath, staffDonationTotalsResponseSchema } from '@tenants/shared/model';
import { staffDeps, staffErrorResponses } from '../../../staff';
import { donationTotals } from '../../donation.staff';

/** Succeeded donations by calendar month (UTC), newest first (docs/product/staff.md). */
const donationTotalsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffDonationTotalsPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Succeeded donations by calendar month (UTC), newest first',
        response: { 200: staffDonationTotalsResponseSchema, ...staffErrorResponses },
      },
    },
    async () => {
      return { success: true as const, payload: await donationTotals(deps) };
    },
  );
};

export default routePlugin(donationTotalsRoute);
