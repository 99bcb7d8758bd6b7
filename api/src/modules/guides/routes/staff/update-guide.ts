import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guideDetailsUpdateSchema, staffGuideResponseSchema, staffGuidesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { updateGuideDetails } from '../../guides-library.staff';
import { libraryDeps, notFound, slugParams } from '../../library-routes';

/** A guide's title, summary or featured flag (docs/product/pages.md, "Guides"). */
const updateGuideRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = libraryDeps(app);
  app.put(
    `${staffGuidesPath}/:slug`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Change a guide’s title, summary or featured flag',
        params: slugParams,
        body: guideDetailsUpdateSchema,
        response: { 200: staffGuideResponseSchema, ...staffErrorResponses, ...notFound },
      },
    },
    async (request) => ({ success: true as const, payload: await updateGuideDetails(deps, actorOf(request), request.params.slug, request.body) }),
  );
};

export default routePlugin(updateGuideRoute);
