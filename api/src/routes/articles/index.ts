import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, articleListPath, articleListRequestSchema, articleListResponseSchema, articleMediaPrefix, articleResponseSchema } from '@tenants/shared';
import { articleMediaDir, parseMediaRequest, readMedia } from '../../articles/media';
import { sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { cacheControl } from '../../site/files';
import { errorResponses } from '../schemas';
import { findPublishedArticle, listPublishedArticles, toArticle } from './articles.repository';

export const articleMessages = { notFound: 'No such article.', noMedia: 'No such picture.' } as const;

/** Articles change when marketing imports; a minute of caching spares the database without hiding an edit for long. */
const listCache = 'public, max-age=60';

/**
 * The news articles (SPEC §7): a category's page of the listing, one article by alias, and their pictures.
 * Pictures are addressed by a name carrying their content hash (the import writes it), so they are cached
 * for a year; the plain name still works, revalidated every hour.
 */
const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { rows, totalPage } = await listPublishedArticles(app.database.db, request.query, app.now());
      reply.header('cache-control', listCache);
      return { success: true as const, payload: { articles: rows.map(toArticle), totalPage } };
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
