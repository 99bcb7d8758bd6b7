import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import { defineModule, tableTypes } from '../module';
import type { PagesTables } from './pages.tables';
import pagesPlugin from './pages-plugin';
import getPageRoute from './routes/get-page';
import getNavigationRoute from './routes/get-navigation';
import getSiteSettingsRoute from './routes/get-site-settings';
import staffListPagesRoute from './routes/staff/list-pages';
import staffCreatePageRoute from './routes/staff/create-page';
import staffGetPageRoute from './routes/staff/get-page';
import staffSavePageRoute from './routes/staff/save-page';
import staffPreviewPageRoute from './routes/staff/preview-page';
import staffPublishPageRoute from './routes/staff/publish-page';
import staffUnpublishPageRoute from './routes/staff/unpublish-page';
import staffDeletePageRoute from './routes/staff/delete-page';
import staffChangeAddressRoute from './routes/staff/change-address';
import staffListPageVersionsRoute from './routes/staff/list-page-versions';
import staffGetPageVersionRoute from './routes/staff/get-page-version';
import staffRestorePageVersionRoute from './routes/staff/restore-page-version';
import staffGetSettingsRoute from './routes/staff/get-settings';
import staffUpdateSettingsRoute from './routes/staff/update-settings';

export { exportPages, importPages, navigation, sitemapPages } from './pages.service';

/** The pages and settings in the staff area: under /api/staff, behind the staff guard in this plugin's own scope. */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    staffListPagesRoute,
    staffCreatePageRoute,
    staffGetPageRoute,
    staffSavePageRoute,
    staffPreviewPageRoute,
    staffPublishPageRoute,
    staffUnpublishPageRoute,
    staffDeletePageRoute,
    staffChangeAddressRoute,
    staffListPageVersionsRoute,
    staffGetPageVersionRoute,
    staffRestorePageVersionRoute,
    staffGetSettingsRoute,
    staffUpdateSettingsRoute,
  ]) {
    await app.register(route);
  }
};

/** The site's own pages as blocks (docs/product/pages.md): a page by address, the navigation, the settings; one route file each. */
const pagesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getPageRoute);
  await app.register(getNavigationRoute);
  await app.register(getSiteSettingsRoute);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'pages',
  routes: pagesRoutes,
  plugin: { stage: 'before-routes', register: (app) => app.register(pagesPlugin) },
  tables: tableTypes<PagesTables>(),
});
