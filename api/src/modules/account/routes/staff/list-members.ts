import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMemberListResponseSchema, staffMemberQuerySchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, staffDeps, staffErrorResponses } from '../../../staff';
import { memberList } from '../../account.staff';

/** Members, newest first; q searches names, e-mail and phone (docs/product/staff.md). */
const listMembersRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffMembersPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Members, newest first; q searches names, e-mail and phone',
        querystring: staffMemberQuerySchema,
        response: { 200: staffMemberListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await memberList(deps, actorOf(request), request.query) };
    },
  );
};

export default routePlugin(listMembersRoute);
