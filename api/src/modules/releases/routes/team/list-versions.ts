import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseApiListSchema, releaseApiParamsSchema, releaseApiPrefix } from '@tenants/shared/model';
import { releaseDeps } from '../../release-deps';
import { listVersions } from '../../release-publish';
import { tokenActor } from '../../release-tokens';
import { holderOf, tokenErrorResponses } from './autohooks';

/** A team's remote: its stable version, canary and every released version with where it is hosted. */
const listVersionsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = releaseDeps(app);
  app.get(
    `${releaseApiPrefix}/:remote`,
    {
      schema: {
        tags: ['releases'],
        summary: "A remote's releases, for the team holding its release token",
        params: releaseApiParamsSchema,
        response: { 200: releaseApiListSchema, ...tokenErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await listVersions(deps, tokenActor(holderOf(request)), request.params.remote) }),
  );
};

export default routePlugin(listVersionsRoute);
