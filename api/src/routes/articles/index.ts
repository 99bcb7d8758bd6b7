import type { FastifyReply } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, articleListPath, articleListRequestSchema, articleListResponseSchema, articleMediaPrefix, articleResponseSchema } from '@tenants/shared';
import { articleMediaDir, parseMediaRequest, readMedia } from '../../articles/media';
import { sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { cacheControl } from '../../site/files';
import { errorResponses } from '../schemas';
import { findPublishedArticle, keywordWords, listPublishedArticles, publicationWindow, toArticle, type ArticleFilter } from './articles.repository';
import { ArticleListCache, articleVersionReader } from './list-cache';

export const articleMessages = { notFound: 'No such article.', noMedia: 'No such picture.' } as const;

/** Articles change when marketing imports; a minute of caching spares the database without hiding an edit for long. */
const listCache = 'public, max-age=60';

/**
 * The listing's answers by what decides them: the category, the page and the keyword's words (all either
 * engine searches for; no words at all is a search that finds nothing, unlike no keyword).
 */
const listingKey = ({ categoryId, page, keyword }: ArticleFilter) => `${categoryId}/${page}/${keyword ? `=${keywordWords(keyword).join(' ')}` : ''}`;

const json = 'application/json; charset=utf-8';

/**
 * The news articles (SPEC §7): a category's page of the listing, one article by alias, and their pictures.
 * Pictures are addressed by a name carrying their content hash (the import writes it), so they are cached
 * for a year; the plain name still works, revalidated every hour.
 */
const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const { rows, totalPage } = await listPublishedArticles(app.database.db, request.query, now);
        const window = await publicationWindow(app.database.db, request.query.categoryId, now);
        return { body: Buffer.from(serializeList({ success: true, payload: { articles: rows.map(toArticle), totalPage } })), ...window };
      });
      // Already serialised: with its content type set, Fastify sends the bytes as they are.
      return (reply as FastifyReply).header('cache-control', listCache).header('content-type', json).send(body);
    },
  );

  app.get(
    '/api/article/get/alias/:alias',
    {
      schema: {
        tags: ['articles'],
        summary: 'One article by its alias',
        params: z.object({ alias: z.string().max(200) }),
        response: { 200: articleResponseSchema, 404: apiErrorSchema.describe('No such article'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await findPublishedArticle(app.database.db, request.params.alias, app.now());
      if (!row) return sendError(reply, 404, articleMessages.notFound);
      reply.header('cache-control', listCache);
      return { success: true as const, payload: toArticle(row) };
    },
  );

  app.get(
    `${articleMediaPrefix}:file`,
    {
      config: { rateLimit: limits.articleMedia },
      schema: {
        tags: ['articles'],
        summary: 'An article’s picture',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.any().describe('The picture'), 304: z.any().describe('Not modified (If-None-Match)'), 404: apiErrorSchema.describe('No such picture') },
      },
    },
    async (request, reply) => {
      const wanted = parseMediaRequest(request.params.file);
      const media = wanted && (await readMedia(articleMediaDir, wanted.name));
      if (!wanted || !media) return sendError(reply, 404, articleMessages.noMedia);
      // A stale hash (the picture changed since the import) still gets today's picture, briefly cached.
      const fresh = wanted.hash === media.hash;
      const etag = `"${media.hash}"`;
      reply
        .header('cache-control', fresh ? cacheControl.immutable : 'public, max-age=3600')
        .header('etag', etag)
        // Pictures are public and the API may live on another site than the pages that show them.
        .header('cross-origin-resource-policy', 'cross-origin')
        // An SVG opened on its own is a document: it may draw, never run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(media.type).send(media.bytes);
    },
  );
};

export default articlesRoutes;
