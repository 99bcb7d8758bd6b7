import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { pageDetail } from '../../pages.staff';

/** One page: what is live, its draft, its state and its old addresses (docs/product/pages.md). */
const getPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.get(
    `${staffPagesPath}/:id`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'One page with its published content and its draft',
        params: idParams,
        response: { 200: staffPageResponseSchema, 404: apiErrorSchema.describe('No such page'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await pageDetail(deps, request.params.id) }),
  );
};

export default routePlugin(getPageRoute);
