import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasskeyListResponseSchema, staffPasskeysPath } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { passkeyList } from '../../../second-factor/second-factor.service';

/** The signed-in staff member's passkeys. */
const listPasskeysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPasskeysPath,
    {
      config: { minRole: 'contributor' },
      schema: { tags: ['staff'], summary: 'Your passkeys', response: { 200: staffPasskeyListResponseSchema, ...staffErrorResponses } },
    },
    async (request) => ({ success: true as const, payload: await passkeyList({ db: app.database.db }, callerOf(request)) }),
  );
};

export default routePlugin(listPasskeysRoute);
