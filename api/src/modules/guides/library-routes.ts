import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, guideLibraryMessages, guideUploadMaxBytes } from '@tenants/shared/model';
import { sendError } from '../../plugins/error-handler';
import type { GuideLibraryDeps } from './guides-library.staff';

export const slugParams = z.object({ slug: z.string().max(100) });
export const notFound = { 404: apiErrorSchema.describe('No such guide') };
export const pdfBody = z.any().describe('The PDF itself (Content-Type: application/pdf), at most 10 MB; checked by its bytes');
export const libraryDeps = (app: FastifyInstance): GuideLibraryDeps => ({ db: app.database.db, now: () => app.now() });

/**
 * A PDF route's body read as bytes, in that route's scope only (the API reads JSON elsewhere), and the
 * framework's refusals in the library's words: too large, or not a PDF.
 */
export function acceptPdf(app: FastifyInstance): void {
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: guideUploadMaxBytes }, (_request, body, done) => done(null, body));
  const parent = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, guideLibraryMessages.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 400, guideLibraryMessages.notPdf);
    return parent.call(app, error, request, reply);
  });
}
