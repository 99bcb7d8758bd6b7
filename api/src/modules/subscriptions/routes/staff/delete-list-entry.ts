import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, staffListsPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { listParams } from './list-params';
import { removeListEntry } from '../../subscriptions.staff';

/** Remove an entry from a list (docs/product/staff.md). */
const deleteListEntryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.delete(
    `${staffListsPath}/:list/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove an entry from a list',
        params: listParams.extend(idParams.shape),
        response: { 200: okSchema, 404: apiErrorSchema.describe('No such entry'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await removeListEntry(deps, actorOf(request), request.params.list, request.params.id);
      return { success: true as const, message: 'Removed from the list.' };
    },
  );
};

export default routePlugin(deleteListEntryRoute);
