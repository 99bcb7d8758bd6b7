import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffMemberLabelsRequestSchema, staffMemberResponseSchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { setMemberLabels } from '../../member-records.staff';

/** A member's labels, replaced (docs/product/staff.md). */
const setMemberLabelsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.put(
    `${staffMembersPath}/:id/labels`,
    {
      schema: {
        tags: ['staff'],
        summary: "Replace a member's labels (at most 10, each 1 to 30 letters, digits, spaces or dashes); answers the whole record",
        params: idParams,
        body: staffMemberLabelsRequestSchema,
        response: { 200: staffMemberResponseSchema, 404: apiErrorSchema.describe('No such member'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await setMemberLabels(deps, actorOf(request), request.params.id, request.body.labels) };
    },
  );
};

export default routePlugin(setMemberLabelsRoute);
