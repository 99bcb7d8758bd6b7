import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffDonationQuerySchema, staffDonationsExportPath } from '@tenants/shared/model';
import { actorOf, sendCsv, staffDeps, staffErrorResponses } from '../../../staff';
import { donationExport } from '../../donation.staff';

/** Donation attempts as a CSV file (every page) (docs/product/staff.md). */
const exportDonationsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffDonationsExportPath,
    {
      // A password or second factor from the last 5 minutes (guard.ts): a stolen session cannot do this alone.
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'Donation attempts as a CSV file (every page)',
        querystring: staffDonationQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await donationExport(deps, actorOf(request), request.query));
    },
  );
};

export default routePlugin(exportDonationsRoute);
