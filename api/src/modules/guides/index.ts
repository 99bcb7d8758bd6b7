import { defineModule, routesFolder, tableTypes } from '../module';
import type { GuidesTables } from './guides.tables';
import { loadGuidesConfig } from './guides.config';
import guidesPlugin from './plugin';

export { guideMessages } from './guides.service';

export default defineModule({
  name: 'guides',
  routes: routesFolder(__dirname),
  plugin: {
    plugin: guidesPlugin,
    options: ({ config }) => ({
      config: config.guides,
      publicApiBase: config.publicApiBase,
      brand: config.brand,
      siteUrl: config.siteUrl,
    }),
  },
  tables: tableTypes<GuidesTables>(),
  config: loadGuidesConfig,
});
