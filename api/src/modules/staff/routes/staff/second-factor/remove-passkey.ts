import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, staffPasskeyListResponseSchema, staffPasskeysPath } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { removePasskey } from '../../../second-factor/second-factor.service';

/** Removes one of your passkeys (a second factor from the last 5 minutes first; never your only factor). */
const removePasskeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${staffPasskeysPath}/:id`,
    {
      config: { freshAuth: 'second-factor', minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Remove one of your passkeys',
        params: z.object({ id: z.string().max(1400) }),
        response: {
          200: staffPasskeyListResponseSchema,
          404: apiErrorSchema.describe('Not one of your passkeys'),
          409: apiErrorSchema.describe('Your only factor'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, payload: await removePasskey(secondFactorDeps(app, request), callerOf(request), request.params.id) }),
  );
};

export default routePlugin(removePasskeyRoute);
