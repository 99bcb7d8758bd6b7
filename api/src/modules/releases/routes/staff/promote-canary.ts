import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, releaseActionResponseSchema, releaseMessages, releaseParamsSchema, staffReleasesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff/guard';
import { releaseDeps } from '../../release-deps';
import { promoteRemoteCanary } from '../../releases.service';

/** Make the running canary the stable version for every page load (admins, a fresh confirmation). */
const promoteCanaryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);

  app.post(
    `${staffReleasesPath}/:remote/promote`,
    {
      config: { adminOnly: true, freshAuth: 'second-factor' },
      schema: {
        tags: ['staff', 'releases'],
        summary: 'Promote the canary: it becomes the stable version for every page load (admins only)',
        params: releaseParamsSchema,
        response: {
          200: releaseActionResponseSchema,
          404: apiErrorSchema.describe('No such remote'),
          409: apiErrorSchema.describe('No canary running'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      await promoteRemoteCanary(deps, actorOf(request), request.params.remote);
      return { success: true as const, message: releaseMessages.promoted };
    },
  );
};

export default routePlugin(promoteCanaryRoute);
