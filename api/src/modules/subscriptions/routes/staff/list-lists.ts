import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffListsPath, staffListsResponseSchema } from '@tenants/shared/model';
import { staffDeps, staffErrorResponses } from '../../../staff';
import { listCounts } from '../../subscriptions.staff';

/** How many are on each list (docs/product/staff.md). */
const listListsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffListsPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'How many are on each list',
        response: { 200: staffListsResponseSchema, ...staffErrorResponses },
      },
    },
    async () => {
      return { success: true as const, payload: await listCounts(deps) };
    },
  );
};

export default routePlugin(listListsRoute);
