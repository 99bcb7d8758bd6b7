import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuideResponseSchema, staffGuidesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { setGuideRetired } from '../../guides-library.staff';
import { libraryDeps, notFound, slugParams } from '../../library-routes';

/** Retire a guide (off the list, not downloadable, kept with its count) or bring it back (docs/product/pages.md, "Guides"). */
const retireGuideRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = libraryDeps(app);
  for (const [verb, retired] of [
    ['retire', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `${staffGuidesPath}/:slug/${verb}`,
      {
        schema: {
          tags: ['staff'],
          summary: retired ? 'Retire a guide: off the list and not downloadable, kept with its count' : 'Bring a retired guide back',
          params: slugParams,
          response: { 200: staffGuideResponseSchema, ...staffErrorResponses, ...notFound },
        },
      },
      async (request) => ({ success: true as const, payload: await setGuideRetired(deps, actorOf(request), request.params.slug, retired) }),
    );
  }
};

export default routePlugin(retireGuideRoute);
