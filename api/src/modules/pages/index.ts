import { defineModule, routesFolder, tableTypes } from '../module';
import type { PagesTables } from './pages.tables';
import pagesPlugin from './pages-plugin';

export { exportPages, importPages } from './pages.service';
export { navigation, sitemapPages } from './site-navigation';

export default defineModule({
  name: 'pages',
  routes: routesFolder(__dirname),
  plugin: { plugin: pagesPlugin },
  tables: tableTypes<PagesTables>(),
});
