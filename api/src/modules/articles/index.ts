import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff';
import staffListArticlesRoute from './routes/staff/list-articles';
import staffCreateArticleRoute from './routes/staff/create-article';
import staffPreviewArticleRoute from './routes/staff/preview-article';
import staffGetArticleRoute from './routes/staff/get-article';
import staffSaveArticleRoute from './routes/staff/save-article';
import staffPublishArticleRoute from './routes/staff/publish-article';
import staffUnpublishArticleRoute from './routes/staff/unpublish-article';
import staffUploadMediaRoute from './routes/staff/upload-media';
import staffDeleteArticleRoute from './routes/staff/delete-article';
import staffUndoUnpublishArticleRoute from './routes/staff/undo-unpublish-article';
import staffListArticleVersionsRoute from './routes/staff/list-article-versions';
import staffGetArticleVersionRoute from './routes/staff/get-article-version';
import staffRestoreArticleVersionRoute from './routes/staff/restore-article-version';
import getArticleMediaRoute from './routes/get-article-media';
import getArticleRoute from './routes/get-article';
import listArticlesRoute from './routes/list-articles';
import { defineModule, tableTypes } from '../module';
import { loadArticlesConfig } from './articles.config';
import type { ArticlesTables } from './articles.tables';
import mediaPlugin from './media-plugin';

export { articleMessages } from './articles.service';

/**
 * The news desk in the staff area (docs/product/staff.md): under /api/staff, behind the staff guard in
 * this plugin's own scope (the public routes beside them stay outside it). One route file each.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [
    staffListArticlesRoute,
    staffCreateArticleRoute,
    staffPreviewArticleRoute,
    staffGetArticleRoute,
    staffSaveArticleRoute,
    staffDeleteArticleRoute,
    staffPublishArticleRoute,
    staffUnpublishArticleRoute,
    staffUndoUnpublishArticleRoute,
    staffUploadMediaRoute,
    staffListArticleVersionsRoute,
    staffGetArticleVersionRoute,
    staffRestoreArticleVersionRoute,
  ]) {
    await app.register(route);
  }
};

/** The news articles (docs/product/news.md): the listing, one article by alias, and their pictures; one route file each. */
const articlesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listArticlesRoute);
  await app.register(getArticleRoute);
  await app.register(getArticleMediaRoute);
  await app.register(staffRoutes);
};

export default defineModule({
  name: 'articles',
  routes: articlesRoutes,
  plugin: { stage: 'before-routes', register: (app, { config }) => app.register(mediaPlugin, { uploadDir: config.mediaUploadDir }) },
  tables: tableTypes<ArticlesTables>(),
  limits: { articleMedia: 600 },
  config: loadArticlesConfig,
});
