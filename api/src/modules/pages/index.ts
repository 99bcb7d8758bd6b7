import { defineModule, routesFolder, tableTypes } from '../module';
import type { PagesTables } from './pages.tables';
import pagesPlugin from './pages-plugin';

export { exportPages, importPages, navigation, sitemapPages } from './pages.service';

export default defineModule({
  name: 'pages',
  routes: routesFolder(__dirname),
  plugin: { stage: 'before-routes', register: (app) => app.register(pagesPlugin) },
  tables: tableTypes<PagesTables>(),
});
