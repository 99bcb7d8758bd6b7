import { routePlugin } from '../../../module';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMediaMaxBytes, staffMediaPath, staffMediaResponseSchema, staffMediaTypes, staffMessages } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { HttpError } from '../../../../http-errors';
import { sendError } from '../../../../plugins/error-handler';
import { deskDeps } from '../../desk-deps';
import { uploadMedia } from '../../articles.staff';

/** Room for a form's boundaries and part headers around the picture. */
const formOverhead = 64 * 1024;

/** Multipart's own refusals: a part over the size limit, or more files, fields or parts than a picture needs. */
const tooLarge = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE']);
const notOnePicture = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PROTO_VIOLATION']);

/**
 * The picture of a multipart form (one file part; at most 5 MB, which busboy stops reading at) and its file
 * name. Anything else in the form, or a form that is not one, is not a picture.
 */
async function pictureOfForm(request: FastifyRequest): Promise<{ bytes: Buffer; fileName?: string }> {
  try {
    const part = await request.file();
    if (!part) throw new HttpError(400, staffMessages.mediaType);
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as FastifyError).code;
    if (tooLarge.has(code)) throw new HttpError(413, staffMessages.mediaTooLarge);
    // A limit, or a broken form (a part cut short, a bad header): not one picture.
    throw new HttpError(400, staffMessages.mediaType);
  }
}

/**
 * A picture for an article (docs/product/staff.md): a multipart/form-data form with one file part (what a
 * browser's FormData sends), at most 5 MB; or, as the first version of this route took them, the bytes themselves as the body with a
 * picture type and an optional X-File-Name. Either way the bytes are re-encoded (`uploadMedia`), so what
 * the type says is never trusted. The multipart and raw-body parsers are registered in this route's scope
 * only: everywhere else the API reads JSON alone.
 */
const uploadMediaRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  // One file, a couple of small fields at most; busboy truncates the file at the limit and the form is refused.
  await app.register(multipart, { limits: { fileSize: staffMediaMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 } });
  app.addContentTypeParser([...staffMediaTypes], { parseAs: 'buffer', bodyLimit: staffMediaMaxBytes }, (_request, body, done) => done(null, body));
  // The framework's own refusals of a picture in the staff area's words: too large, or a type it does not read.
  const parent = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (tooLarge.has(error.code)) return sendError(reply, 413, staffMessages.mediaTooLarge);
    if (
      notOnePicture.has(error.code) ||
      ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY'].includes(error.code)
    ) {
      return sendError(reply, 400, staffMessages.mediaType);
    }
    return parent.call(app, error, request, reply);
  });

  app.post(
    staffMediaPath,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Upload a picture for an article (multipart/form-data with one file part, or the raw bytes; PNG, JPEG, WebP or AVIF; at most 5 MB)',
        headers: z.object({ 'x-file-name': z.string().max(200).optional() }).passthrough(),
        response: {
          200: staffMediaResponseSchema,
          413: staffErrorResponses[400].describe('Larger than 5 MB'),
          503: staffErrorResponses[400].describe('Too many pictures waiting to be re-encoded'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      let upload: { bytes: unknown; fileName?: string };
      if (request.isMultipart()) {
        // Refused before reading a byte when the form says it is far larger than a picture may be.
        if (Number(request.headers['content-length']) > staffMediaMaxBytes + formOverhead) throw new HttpError(413, staffMessages.mediaTooLarge);
        upload = await pictureOfForm(request);
      } else {
        upload = { bytes: request.body, fileName: request.headers['x-file-name'] };
      }
      const path = await uploadMedia(deps, actorOf(request), upload);
      return { success: true as const, payload: { path } };
    },
  );
};

export default routePlugin(uploadMediaRoute);
