import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffColleagueResponseSchema, staffColleaguesPath } from '@tenants/shared/model';
import { securityLog } from '../../../../account/security-events';
import { actorOf, staffErrorResponses } from '../../../guard';
import { idParams } from '../../../params';
import { colleagues, resetColleagueFactor } from '../../../colleagues/colleagues.service';
import { colleagueDeps } from '../../../colleagues/colleague-deps';

/** An admin resets a colleague's lost second factor, as the CLI's `staff reset-2fa` does; audited, mailed. */
const resetColleagueFactorRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = colleagueDeps(app);
  app.post(
    `${staffColleaguesPath}/:id/second-factor-reset`,
    {
      config: { minRole: 'admin', freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: "Reset a colleague's second factor (admins, not their own): factors and sessions removed, a new enrolment link mailed; answers the team",
        params: idParams,
        response: {
          200: staffColleagueResponseSchema,
          404: apiErrorSchema.describe('No colleague with that id'),
          409: apiErrorSchema.describe('Their address changed since their role was given: nothing reset (re-sent from the CLI after checking it)'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      await resetColleagueFactor(deps, actorOf(request), request.params.id, securityLog(request.log));
      return { success: true as const, message: 'Second factor reset: they have been e-mailed a link to set up a new one.', payload: await colleagues(deps) };
    },
  );
};

export default routePlugin(resetColleagueFactorRoute);
