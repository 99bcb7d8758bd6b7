import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffListQuerySchema, staffListsPath } from '@tenants/shared/model';
import { actorOf, sendCsv, staffDeps, staffErrorResponses } from '../../../staff';
import { listParams } from './list-params';
import { listExport } from '../../subscriptions.staff';

/** A list as a CSV file (every page) (docs/product/staff.md). */
const exportListRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    `${staffListsPath}/:list/export`,
    {
      // A password or second factor from the last 5 minutes (guard.ts): a stolen session cannot do this alone.
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'A list as a CSV file (every page)',
        params: listParams,
        querystring: staffListQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await listExport(deps, actorOf(request), request.params.list, request.query.q));
    },
  );
};

export default routePlugin(exportListRoute);
