import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffMemberNoteRequestSchema, staffMemberResponseSchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { addMemberNote } from '../../member-records.staff';

/** A staff note on a member (docs/product/staff.md). */
const addMemberNoteRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    `${staffMembersPath}/:id/notes`,
    {
      schema: {
        tags: ['staff'],
        summary: "Add a staff note to a member; answers the member's whole record",
        params: idParams,
        body: staffMemberNoteRequestSchema,
        response: { 200: staffMemberResponseSchema, 404: apiErrorSchema.describe('No such member'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await addMemberNote(deps, actorOf(request), request.params.id, request.body.text) };
    },
  );
};

export default routePlugin(addMemberNoteRoute);
