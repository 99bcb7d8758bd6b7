import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsResponseSchema, siteSettingsUpdateSchema, staffSiteSettingsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { updateSettings } from '../../pages.staff';

/** Change the settings named in the body (each whole); live on every page at the next request (admins). */
const updateSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.put(
    staffSiteSettingsPath,
    {
      config: { minRole: 'admin' },
      schema: {
        tags: ['staff'],
        summary: 'Change site settings (admins): any of the keys, each whole',
        body: siteSettingsUpdateSchema,
        response: { 200: siteSettingsResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await updateSettings(deps, actorOf(request), request.body) }),
  );
};

export default routePlugin(updateSettingsRoute);
