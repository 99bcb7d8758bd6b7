import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffEnquiriesExportPath, staffEnquiryQuerySchema } from '@tenants/shared/model';
import { actorOf, sendCsv, staffDeps, staffErrorResponses } from '../../../staff';
import { enquiryExport } from '../../enquiry.staff';

/** The filtered inbox as a CSV file (every page) (docs/product/staff.md). */
const exportEnquiriesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffEnquiriesExportPath,
    {
      // A password or second factor from the last 5 minutes (guard.ts): a stolen session cannot do this alone.
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'The filtered inbox as a CSV file (every page)',
        querystring: staffEnquiryQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await enquiryExport(deps, actorOf(request), request.query));
    },
  );
};

export default routePlugin(exportEnquiriesRoute);
