import type { FastifyPluginAsync } from 'fastify';
import downloadGuideRoute from './routes/download-guide';
import guideCoverRoute from './routes/guide-cover';
import listGuidesRoute from './routes/list-guides';
import staffListGuidesRoute from './routes/staff/list-guides';
import staffCreateGuideRoute from './routes/staff/create-guide';
import staffReplaceGuideFileRoute from './routes/staff/replace-guide-file';
import staffUpdateGuideRoute from './routes/staff/update-guide';
import staffRetireGuideRoute from './routes/staff/retire-guide';
import { staffGuard } from '../staff';
import { defineModule, tableTypes } from '../module';
import type { GuidesTables } from './guides.tables';
import { loadGuidesConfig } from './guides.config';
import guidesPlugin from './plugin';

export { guideMessages } from './guides.service';

/**
 * The member guides (docs/product/accounts-and-guides.md): the list for everyone, the covers for everyone, the
 * PDFs only through a signed link that GET /api/guides hands a logged-in member and that works 10 minutes.
 */
const guidesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listGuidesRoute);
  await app.register(guideCoverRoute);
  await app.register(downloadGuideRoute);
  // The library in the staff area, behind the staff guard in its own scope.
  await app.register(async (staff) => {
    await staffGuard(staff);
    for (const route of [staffListGuidesRoute, staffCreateGuideRoute, staffReplaceGuideFileRoute, staffUpdateGuideRoute, staffRetireGuideRoute])
      await staff.register(route);
  });
};

export default defineModule({
  name: 'guides',
  routes: guidesRoutes,
  plugin: {
    stage: 'before-routes',
    register: (app, { config }) =>
      app.register(guidesPlugin, { config: config.guides, publicApiBase: config.publicApiBase, brand: config.brand, siteUrl: config.siteUrl }),
  },
  tables: tableTypes<GuidesTables>(),
  config: loadGuidesConfig,
});
