import { defineModule, routesFolder, tableTypes } from '../module';
import type { PagesTables } from './pages.tables';
import type { SiteDraftTables } from './site-drafts.tables';
import { pageEmails } from './pages.emails';
import pagesPlugin from './pages-plugin';
import { previewLinkKey } from './page-share-link';

export { exportPages, importPages } from './pages.service';
export { navigation, sitemapPages } from './site-navigation';

export default defineModule({
  name: 'pages',
  routes: routesFolder(__dirname),
  plugin: { plugin: pagesPlugin, options: ({ config }) => ({ linkKey: previewLinkKey(config.signingSecret), siteUrl: config.siteUrl }) },
  tables: tableTypes<PagesTables & SiteDraftTables>(),
  emails: pageEmails,
  mailKinds: ['page-review'],
});
