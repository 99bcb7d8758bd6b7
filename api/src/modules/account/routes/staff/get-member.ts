import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffMemberResponseSchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { openMember } from '../../account.staff';

/** One member with their enquiries, donations and open sessions counted (docs/product/staff.md). */
const getMemberRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    `${staffMembersPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One member with their enquiries, donations and open sessions counted',
        params: idParams,
        response: { 200: staffMemberResponseSchema, 404: apiErrorSchema.describe('No such member'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await openMember(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(getMemberRoute);
