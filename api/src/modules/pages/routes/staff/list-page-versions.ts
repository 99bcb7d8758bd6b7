import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageVersionListSchema, staffPagesPath } from '@tenants/shared/model';
import { idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { pageVersions } from '../../pages.staff';

/** A page's history, newest first: each save, autosave, publish, schedule, restore and import. */
const listPageVersionsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.get(
    `${staffPagesPath}/:id/versions`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'A page’s versions, newest first (who, when, what kind, title)',
        params: idParams,
        response: { 200: pageVersionListSchema, 404: apiErrorSchema.describe('No such page'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await pageVersions(deps, request.params.id) }),
  );
};

export default routePlugin(listPageVersionsRoute);
