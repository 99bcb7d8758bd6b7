import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsResponseSchema, staffSiteSettingsPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { settingsDetail } from '../../pages.staff';

/** The site settings, for admins to edit (docs/product/pages.md). */
const getSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.get(
    staffSiteSettingsPath,
    {
      config: { minRole: 'admin' },
      schema: { tags: ['staff'], summary: 'The site settings (admins)', response: { 200: siteSettingsResponseSchema, ...staffErrorResponses } },
    },
    async () => ({ success: true as const, payload: await settingsDetail(deps) }),
  );
};

export default routePlugin(getSettingsRoute);
