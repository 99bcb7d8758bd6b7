import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMemberQuerySchema, staffMembersExportPath } from '@tenants/shared/model';
import { actorOf, sendCsv, staffDeps, staffErrorResponses } from '../../../staff';
import { memberExport } from '../../member-records.staff';

/** Members matching the list's filters as a CSV file (every page) (docs/product/staff.md). */
const exportMembersRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffMembersExportPath,
    {
      // A password or second factor from the last 5 minutes (guard.ts): a stolen session cannot do this alone.
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: "Members matching the list's filters as a CSV file (every page)",
        querystring: staffMemberQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      const { page: _page, ...filter } = request.query;
      return sendCsv(reply, await memberExport(deps, actorOf(request), filter));
    },
  );
};

export default routePlugin(exportMembersRoute);
