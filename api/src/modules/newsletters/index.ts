import { defineModule, routesFolder, tableTypes } from '../module';
import newslettersPlugin from './newsletters-plugin';
import { newsletterEmails } from './newsletters.emails';
import type { NewsletterTables } from './newsletters.tables';

export { sentSlugs } from './newsletters.service';
export default defineModule({
  name: 'newsletters',
  routes: routesFolder(__dirname),
  plugin: { plugin: newslettersPlugin, options: ({ config }) => ({ config: config.mail }) },
  tables: tableTypes<NewsletterTables>(),
  emails: newsletterEmails,
  mailKinds: ['newsletter', 'newsletter-test'],
});
