import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  releaseActionResponseSchema,
  releaseApiParamsSchema,
  releaseApiPrefix,
  releaseMessages,
  releaseRollbackRequestSchema,
} from '@tenants/shared/model';
import { releaseDeps } from '../../release-deps';
import { tokenActor } from '../../release-tokens';
import { rollBackRemote } from '../../releases.service';
import { holderOf, tokenErrorResponses } from './autohooks';

/** A team ends its canary, or points its remote back at a released version. */
const rollBackVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);
  app.post(
    `${releaseApiPrefix}/:remote/rollback`,
    {
      schema: {
        tags: ['releases'],
        summary: 'Roll back a remote (end its canary, or back to a released version), for the team holding its release token',
        params: releaseApiParamsSchema,
        body: releaseRollbackRequestSchema,
        response: {
          200: releaseActionResponseSchema,
          404: apiErrorSchema.describe('No such remote'),
          409: apiErrorSchema.describe('No canary running (without a version)'),
          ...tokenErrorResponses,
        },
      },
    },
    async (request) => {
      const done = await rollBackRemote(deps, tokenActor(holderOf(request)), request.params.remote, request.body.version);
      return { success: true as const, message: done === 'canary' ? releaseMessages.canaryEnded : releaseMessages.rolledBack };
    },
  );
};

export default routePlugin(rollBackVersionRoute);
