import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSummaryPath, staffSummaryResponseSchema } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../guard';
import { staffDeps } from '../../staff-deps';
import { staffSummary } from '../../staff-summary';

/** The staff home page's counts (docs/product/staff.md). */
const getSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffSummaryPath,
    {
      // Contributors too: their home page shows the drafts waiting (and nothing of the inbox).
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary:
          "The home page's counts: new, unassigned and my open enquiries, consultation requests waiting, drafts, and articles and pages waiting for review (contributors: drafts and their articles and pages sent back)",
        response: { 200: staffSummaryResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await staffSummary(deps, actorOf(request)) };
    },
  );
};

export default routePlugin(getSummaryRoute);
