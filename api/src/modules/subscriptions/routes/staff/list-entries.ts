import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffListQuerySchema, staffListResponseSchema, staffListsPath } from '@tenants/shared/model';
import { actorOf, staffDeps, staffErrorResponses } from '../../../staff';
import { listParams } from './list-params';
import { searchListEntries } from '../../subscriptions.staff';

/** The entries of a list, newest first; q searches the address (docs/product/staff.md). */
const listEntriesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    `${staffListsPath}/:list`,
    {
      schema: {
        tags: ['staff'],
        summary: 'The entries of a list, newest first; q searches the address',
        params: listParams,
        querystring: staffListQuerySchema,
        response: { 200: staffListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await searchListEntries(deps, actorOf(request), request.params.list, request.query) };
    },
  );
};

export default routePlugin(listEntriesRoute);
