import type { FastifyPluginAsync } from 'fastify';
import getArticleMediaRoute from './routes/get-article-media';
import getArticleRoute from './routes/get-article';
import listArticlesRoute from './routes/list-articles';

export { articleMessages } from './articles.service';

/** The news articles (docs/product/news.md): the listing, one article by alias, and their pictures; one route file each. */
const articlesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listArticlesRoute);
  await app.register(getArticleRoute);
  await app.register(getArticleMediaRoute);
};

export default articlesRoutes;
