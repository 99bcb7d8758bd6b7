import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffMemberResponseSchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { reactivate } from '../../account.staff';

/** Reactivate a deactivated account (docs/product/staff.md). */
const reactivateMemberRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    `${staffMembersPath}/:id/reactivate`,
    {
      // A password or second factor from the last 5 minutes (guard.ts): a stolen session cannot do this alone.
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'Reactivate a deactivated account',
        params: idParams,
        response: { 200: staffMemberResponseSchema, 404: apiErrorSchema.describe('No such member'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await reactivate(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(reactivateMemberRoute);
