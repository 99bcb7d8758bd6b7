import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSecondFactorPath, staffSecondFactorStatusResponseSchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { secondFactorStatus } from '../../../second-factor/second-factor.service';

/** Whether the account has a second factor and this session has given it: the staff area's gate asks first. */
const getSecondFactorStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffSecondFactorPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "The account's second factors and whether this session has given one",
        response: { 200: staffSecondFactorStatusResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await secondFactorStatus({ db: app.database.db }, callerOf(request)) }),
  );
};

export default routePlugin(getSecondFactorStatusRoute);
