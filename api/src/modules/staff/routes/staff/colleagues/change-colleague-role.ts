import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffColleagueResponseSchema, staffColleagueRoleRequestSchema, staffColleaguesPath } from '@tenants/shared/model';
import { securityLog } from '../../../../account/security-events';
import { actorOf, staffErrorResponses } from '../../../guard';
import { idParams } from '../../../params';
import { changeColleagueRole, colleagues } from '../../../colleagues/colleagues.service';
import { colleagueDeps } from '../../../colleagues/colleague-deps';

/** An admin changes a colleague's role: audited, mailed to them, behind a fresh second factor. */
const changeColleagueRoleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = colleagueDeps(app);
  app.patch(
    `${staffColleaguesPath}/:id`,
    {
      config: { minRole: 'admin', freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: "Change a colleague's role (admins, not their own); they are mailed; answers the team",
        params: idParams,
        body: staffColleagueRoleRequestSchema,
        response: {
          200: staffColleagueResponseSchema,
          404: apiErrorSchema.describe('No colleague with that id'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      await changeColleagueRole(deps, actorOf(request), request.params.id, request.body.role, securityLog(request.log));
      return { success: true as const, message: 'Role changed.', payload: await colleagues(deps) };
    },
  );
};

export default routePlugin(changeColleagueRoleRoute);
