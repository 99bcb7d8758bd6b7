import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMediaMaxBytes, staffMediaPath, staffMediaResponseSchema, staffMediaTypes, staffMessages } from '@tenants/shared/model';
import { sendError } from '../../../plugins/error-handler';
import { actorOf, staffErrorResponses } from '../guard';
import { staffDeps } from '../staff-deps';
import { uploadMedia } from '../staff.service';

/**
 * A picture for an article (docs/product/staff.md): the image's bytes as the body, its type as the
 * Content-Type (PNG, JPEG, WebP or AVIF; no SVG, which can carry script), at most 5 MB, and optionally its
 * file name in X-File-Name for a readable address. The raw-body parser is registered in this route's scope
 * only: everywhere else the API reads JSON alone.
 */
const uploadMediaRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.addContentTypeParser([...staffMediaTypes], { parseAs: 'buffer', bodyLimit: staffMediaMaxBytes }, (_request, body, done) => done(null, body));
  // The framework's own refusals of a picture in the staff area's words: too large, or a type it does not read.
  const parent = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, staffMessages.mediaTooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, staffMessages.mediaType);
    }
    return parent.call(app, error, request, reply);
  });

  app.post(
    staffMediaPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Upload a picture for an article (raw bytes; Content-Type image/png, image/jpeg, image/webp or image/avif; at most 5 MB)',
        headers: z.object({ 'x-file-name': z.string().max(200).optional() }).passthrough(),
        response: { 200: staffMediaResponseSchema, 413: staffErrorResponses[400].describe('Larger than 5 MB'), ...staffErrorResponses },
      },
    },
    async (request) => {
      const path = await uploadMedia(deps, actorOf(request), {
        bytes: request.body,
        type: request.headers['content-type'] ?? '',
        fileName: request.headers['x-file-name'],
      });
      return { success: true as const, payload: { path } };
    },
  );
};

export default uploadMediaRoute;
