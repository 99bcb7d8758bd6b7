import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPageListSchema, staffPagesPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { pageList } from '../../pages.staff';

/** Every page by section (the site's own, each service area, plain pages) with its state (docs/product/pages.md). */
const listPagesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.get(
    staffPagesPath,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Every page by section, with its state and whether a draft differs from what is live',
        response: { 200: staffPageListSchema, ...staffErrorResponses },
      },
    },
    async () => ({ success: true as const, payload: await pageList(deps) }),
  );
};

export default routePlugin(listPagesRoute);
