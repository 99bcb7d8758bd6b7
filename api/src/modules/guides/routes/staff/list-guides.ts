import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuideListSchema, staffGuidesPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { guideLibrary } from '../../guides-library.staff';
import { libraryDeps } from '../../library-routes';

/** Every guide, live and retired, with its download count (docs/product/pages.md, "Guides"). */
const listGuidesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = libraryDeps(app);
  app.get(
    staffGuidesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Every guide, live and retired, with its download count',
        response: { 200: staffGuideListSchema, ...staffErrorResponses },
      },
    },
    async () => ({ success: true as const, payload: await guideLibrary(deps) }),
  );
};

export default routePlugin(listGuidesRoute);
