import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetailsSchema, apiErrorSchema, staffMemberResponseSchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { correctMemberDetails } from '../../member-records.staff';

/** Staff correct a member's name and phone (docs/product/staff.md); audited. */
const correctMemberDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...staffDeps(app), validation: app.validation };

  app.put(
    `${staffMembersPath}/:id/details`,
    {
      schema: {
        tags: ['staff'],
        summary: "Correct a member's name and phone; answers the whole record",
        params: idParams,
        body: accountDetailsSchema,
        response: {
          200: staffMemberResponseSchema,
          404: apiErrorSchema.describe('No such member'),
          409: apiErrorSchema.describe('The phone number is another account’s'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      return { success: true as const, payload: await correctMemberDetails(deps, actorOf(request), request.params.id, request.body) };
    },
  );
};

export default routePlugin(correctMemberDetailsRoute);
