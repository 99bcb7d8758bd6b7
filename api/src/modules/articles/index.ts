import { defineModule, routesFolder, tableTypes } from '../module';
import { loadArticlesConfig } from './articles.config';
import { articleEmails } from './articles.emails';
import type { ArticlesTables } from './articles.tables';
import mediaPlugin from './media-plugin';

export { articleMessages } from './articles.service';

export default defineModule({
  name: 'articles',
  routes: routesFolder(__dirname),
  plugin: { plugin: mediaPlugin, options: ({ config }) => ({ uploadDir: config.mediaUploadDir }) },
  tables: tableTypes<ArticlesTables>(),
  limits: { articleMedia: 600 },
  config: loadArticlesConfig,
  emails: articleEmails,
  mailKinds: ['article-review'],
});
