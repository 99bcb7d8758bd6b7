import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  releaseActionResponseSchema,
  releaseApiParamsSchema,
  releaseApiPrefix,
  releasePublishSchema,
  releaseUploadMaxBytes,
} from '@tenants/shared/model';
import { releaseDeps } from '../../release-deps';
import { publishVersion } from '../../release-publish';
import { tokenActor } from '../../release-tokens';
import { holderOf, tokenErrorResponses } from './autohooks';

/** A team registers a version: its files (or where they are hosted) with their hashes; stable or a canary. */
const publishVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...releaseDeps(app), store: app.telemetry.releaseStore };
  app.post(
    `${releaseApiPrefix}/:remote/versions`,
    {
      // Every file of a release in one request: atomic whichever instance answers it.
      bodyLimit: releaseUploadMaxBytes,
      schema: {
        tags: ['releases'],
        summary: 'Release a version of a remote (its files, or the origin that hosts them, with every file’s sha384), as the stable version or a canary',
        params: releaseApiParamsSchema,
        body: releasePublishSchema,
        response: { 200: releaseActionResponseSchema, 400: apiErrorSchema.describe('Files that do not make the version named'), ...tokenErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: await publishVersion(deps, tokenActor(holderOf(request)), request.params.remote, request.body),
    }),
  );
};

export default routePlugin(publishVersionRoute);
