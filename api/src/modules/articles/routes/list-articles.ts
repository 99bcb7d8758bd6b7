import { routePlugin } from '../../module';
import type { FastifyReply } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleListPath, articleListRequestSchema, articleListResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { articleListing, articleCacheControl, keywordWords, type ArticleFilter } from '../articles.service';
import { ArticleListCache, articleVersionReader } from '../list-cache';

/**
 * The listing's answers by what decides them: the category, the page and the keyword's words (all either
 * engine searches for; no words at all is a search that finds nothing, unlike no keyword).
 */
const listingKey = ({ categoryId, page, keyword }: ArticleFilter) => `${categoryId}/${page}/${keyword ? `=${keywordWords(keyword).join(' ')}` : ''}`;

const json = 'application/json; charset=utf-8';

/** A category's page of the listing (docs/product/news.md). */
const listArticlesRoute: FastifyPluginAsyncZod = async (app) => {
  // The listing's answers are kept, serialised as Fastify would (the same zod check and JSON), while the
  // articles are unchanged (list-cache.ts): a cached request reads one row instead of a page and its count.
  const serializeList = serializerCompiler({ schema: articleListResponseSchema, method: 'GET', url: articleListPath, httpStatus: '200' });
  const cache = new ArticleListCache(articleVersionReader(app.database));

  app.get(
    articleListPath,
    {
      schema: {
        tags: ['articles'],
        summary: 'A page of a category’s articles, newest first, optionally matching a keyword (title, caption or body)',
        querystring: articleListRequestSchema,
        response: { 200: articleListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const body = await cache.answer(listingKey(request.query), now, async () => {
        const { articles, totalPage, ...window } = await articleListing(app.database.db, request.query, now);
        const body = Buffer.from(serializeList({ success: true, payload: { articles, totalPage } }));
        // Only pages the listing has are kept: a page past the last is answered (empty) and forgotten.
        return { body, ...window, transient: request.query.page > Math.max(1, totalPage) };
      });
      // Already serialised: with its content type set, Fastify sends the bytes as they are.
      return (reply as FastifyReply).header('cache-control', articleCacheControl).header('content-type', json).send(body);
    },
  );
};

export default routePlugin(listArticlesRoute);
