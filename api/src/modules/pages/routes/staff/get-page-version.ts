import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, pageVersionResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { pageVersion } from '../../pages.staff';

export const versionParams = z.object({ id: z.string().max(100), versionId: z.string().max(100) });

/** One version of a page, with its blocks. */
const getPageVersionRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.get(
    `${staffPagesPath}/:id/versions/:versionId`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'One version of a page with its blocks',
        params: versionParams,
        response: { 200: pageVersionResponseSchema, 404: apiErrorSchema.describe('No such page or version'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await pageVersion(deps, request.params.id, request.params.versionId) }),
  );
};

export default routePlugin(getPageVersionRoute);
