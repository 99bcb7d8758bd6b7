import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffListImportResponseSchema, staffListImportSchema, staffListsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { importSubscribers, importSummary } from '../../subscriptions.staff';
import { emailListParams } from './list-params';
import { listInviteDeps } from '../../list-invite-deps';

/** Import a CSV of addresses: each new one is sent a confirmation mail; bad lines are named (docs/product/staff.md). */
const importSubscribersRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = listInviteDeps(app);

  app.post(
    `${staffListsPath}/:list/import`,
    {
      // A file of addresses is larger than a form's body.
      bodyLimit: 1_200_000,
      schema: {
        tags: ['staff'],
        summary: 'Import a CSV of addresses; each is sent a confirmation mail, nothing else until it confirms',
        params: emailListParams,
        body: staffListImportSchema,
        response: { 200: staffListImportResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const result = await importSubscribers(deps, actorOf(request), request.params.list, request.body.csv);
      return { success: true as const, message: importSummary(result), payload: result };
    },
  );
};

export default routePlugin(importSubscribersRoute);
