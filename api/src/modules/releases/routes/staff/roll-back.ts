import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  releaseActionResponseSchema,
  releaseMessages,
  releaseParamsSchema,
  releaseRollbackRequestSchema,
  staffReleasesPath,
} from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff/guard';
import { releaseDeps } from '../../release-deps';
import { rollBackRemote } from '../../releases.service';

/** End the canary, or point the remote back at a deployed version (admins, a fresh confirmation). */
const rollBackRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);

  app.post(
    `${staffReleasesPath}/:remote/rollback`,
    {
      config: { adminOnly: true, freshAuth: 'second-factor' },
      schema: {
        tags: ['staff', 'releases'],
        summary: 'Roll back: without a version, end the canary; with one, every page load gets that deployed version (a canary ends first) (admins only)',
        params: releaseParamsSchema,
        body: releaseRollbackRequestSchema,
        response: {
          200: releaseActionResponseSchema,
          404: apiErrorSchema.describe('No such remote'),
          409: apiErrorSchema.describe('No canary running (without a version)'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      const done = await rollBackRemote(deps, actorOf(request), request.params.remote, request.body.version);
      return { success: true as const, message: done === 'canary' ? releaseMessages.canaryEnded : releaseMessages.rolledBack };
    },
  );
};

export default routePlugin(rollBackRoute);
