import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  releaseActionResponseSchema,
  releaseCanaryRequestSchema,
  releaseMessages,
  releaseParamsSchema,
  staffReleasesPath,
} from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff/guard';
import { releaseDeps } from '../../release-deps';
import { startRemoteCanary } from '../../releases.service';

/** Put a deployed version beside the stable one for a share of page loads (admins, a fresh confirmation). */
const startCanaryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);

  app.post(
    `${staffReleasesPath}/:remote/canary`,
    {
      // Releasing code is the power to run it in every visitor's browser: a stolen session cannot do it alone.
      config: { adminOnly: true, freshAuth: 'second-factor' },
      schema: {
        tags: ['staff', 'releases'],
        summary: 'Start a canary: a deployed version beside the stable one for a share of page loads (admins only)',
        params: releaseParamsSchema,
        body: releaseCanaryRequestSchema,
        response: { 200: releaseActionResponseSchema, 404: apiErrorSchema.describe('No such remote'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await startRemoteCanary(deps, actorOf(request), request.params.remote, request.body);
      return { success: true as const, message: releaseMessages.canaryStarted };
    },
  );
};

export default routePlugin(startCanaryRoute);
