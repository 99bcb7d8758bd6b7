import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, releaseActionResponseSchema, releaseApiParamsSchema, releaseApiPrefix, releaseMessages } from '@tenants/shared/model';
import { releaseDeps } from '../../release-deps';
import { tokenActor } from '../../release-tokens';
import { promoteRemoteCanary } from '../../releases.service';
import { holderOf, tokenErrorResponses } from './autohooks';

/** A team makes its running canary the stable version for every page load. */
const promoteVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);
  app.post(
    `${releaseApiPrefix}/:remote/promote`,
    {
      schema: {
        tags: ['releases'],
        summary: 'Promote the canary of a remote, for the team holding its release token',
        params: releaseApiParamsSchema,
        response: {
          200: releaseActionResponseSchema,
          404: apiErrorSchema.describe('No such remote'),
          409: apiErrorSchema.describe('No canary running'),
          ...tokenErrorResponses,
        },
      },
    },
    async (request) => {
      await promoteRemoteCanary(deps, tokenActor(holderOf(request)), request.params.remote);
      return { success: true as const, message: releaseMessages.promoted };
    },
  );
};

export default routePlugin(promoteVersionRoute);
