import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, articleMediaPrefix } from '@tenants/shared/model';
import { HttpError } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { cacheControl } from '../../../site/files';
import { articleMessages } from '../articles.service';
import { findMedia, parseMediaRequest } from '../media';

/**
 * An article's picture. Pictures are addressed by a name carrying their content hash (the import writes
 * it, and so does a staff upload), so they are cached for a year; the plain name still works, revalidated
 * every hour.
 */
const getArticleMediaRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${articleMediaPrefix}:file`,
    {
      config: { rateLimit: limits.articleMedia },
      schema: {
        tags: ['articles'],
        summary: 'An article’s picture',
        params: z.object({ file: z.string().max(200) }),
        response: {
          200: z.any().describe('The picture'),
          304: z.any().describe('Not modified (If-None-Match)'),
          404: apiErrorSchema.describe('No such picture'),
        },
      },
    },
    async (request, reply) => {
      const wanted = parseMediaRequest(request.params.file);
      // Staff uploads (MEDIA_UPLOAD_DIR) first, then the pictures the import reads.
      const media = wanted && (await findMedia(app.mediaDirs, wanted.name));
      if (!wanted || !media) throw new HttpError(404, articleMessages.noMedia);
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

export default routePlugin(getArticleMediaRoute);
