import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { restoreVersion } from '../../pages.staff';
import { versionParams } from './get-page-version';

/** A version becomes the draft again (a new version); the live page changes only when it is published. */
const restorePageVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.post(
    `${staffPagesPath}/:id/versions/:versionId/restore`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Restore a version as the draft (the live page is unchanged until published)',
        params: versionParams,
        response: { 200: staffPageResponseSchema, 404: apiErrorSchema.describe('No such page or version'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await restoreVersion(deps, actorOf(request), request.params.id, request.params.versionId) }),
  );
};

export default routePlugin(restorePageVersionRoute);
