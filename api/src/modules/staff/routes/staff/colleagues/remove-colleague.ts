import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffColleagueResponseSchema, staffColleaguesPath } from '@tenants/shared/model';
import { securityLog } from '../../../../account/security-events';
import { actorOf, staffErrorResponses } from '../../../guard';
import { idParams } from '../../../params';
import { colleagues, removeColleague } from '../../../colleagues/colleagues.service';
import { colleagueDeps } from '../../../colleagues/colleague-deps';

/** An admin removes a colleague from the team: back to a member, their enquiries unassigned; audited, mailed. */
const removeColleagueRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = colleagueDeps(app);
  app.delete(
    `${staffColleaguesPath}/:id`,
    {
      config: { minRole: 'admin', freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: 'Take a colleague off the team (admins, not themselves): they stay a member; they are mailed; answers the team',
        params: idParams,
        response: {
          200: staffColleagueResponseSchema,
          404: apiErrorSchema.describe('No colleague with that id'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      await removeColleague(deps, actorOf(request), request.params.id, securityLog(request.log));
      return { success: true as const, message: 'Removed from the team.', payload: await colleagues(deps) };
    },
  );
};

export default routePlugin(removeColleagueRoute);
