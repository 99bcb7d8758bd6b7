import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  guideDetailsSchema,
  guideDetailsUpdateSchema,
  guideLibraryMessages,
  guideSlugSchema,
  guideUploadMaxBytes,
  staffGuideListSchema,
  staffGuideResponseSchema,
  staffGuidesPath,
} from '@tenants/shared/model';
import { sendError } from '../../../../plugins/error-handler';
import { actorOf, staffErrorResponses } from '../../../staff';
import { createGuide, guideLibrary, replaceGuideFile, setGuideRetired, updateGuideDetails, type GuideLibraryDeps } from '../../guides-library.staff';

const slugParams = z.object({ slug: z.string().max(100) });
const notFound = { 404: apiErrorSchema.describe('No such guide') };
const pdfBody = z.any().describe('The PDF itself (Content-Type: application/pdf), at most 10 MB; checked by its bytes');
/** A new guide's details ride in the query beside the PDF body. */
const createQuery = guideDetailsSchema
  .omit({ featured: true })
  .extend({ slug: guideSlugSchema, summary: z.string().trim().max(300).default(''), featured: z.enum(['true', 'false']).default('false') });

/**
 * The guides library's staff routes (docs/product/pages.md, "Guides"), under /api/staff behind the staff
 * guard; staff and admins (contributors write news drafts only). The PDF routes read the body as bytes, in
 * this plugin's scope only; anything too large is refused in the library's words.
 */
const guideLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GuideLibraryDeps = { db: app.database.db, now: () => app.now() };
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: guideUploadMaxBytes }, (_request, body, done) => done(null, body));
  const parent = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, guideLibraryMessages.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 400, guideLibraryMessages.notPdf);
    return parent.call(app, error, request, reply);
  });

  app.get(
    staffGuidesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Every guide, live and retired, with its download count',
        response: { 200: staffGuideListSchema, ...staffErrorResponses },
      },
    },
    async () => ({ success: true as const, payload: await guideLibrary(deps) }),
  );

  app.post(
    staffGuidesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'A new guide: the PDF as the body, ?slug=&title=&summary=&featured= beside it',
        querystring: createQuery,
        body: pdfBody,
        response: {
          ...staffErrorResponses,
          201: staffGuideResponseSchema,
          400: apiErrorSchema.describe('Not a PDF (by its bytes), or a detail missing'),
          409: apiErrorSchema.describe('A guide with that slug exists'),
          413: apiErrorSchema.describe('Over 10 MB'),
        },
      },
    },
    async (request, reply) => {
      const { slug, title, summary, featured } = request.query;
      reply.code(201);
      return {
        success: true as const,
        payload: await createGuide(deps, actorOf(request), { slug, title, summary, featured: featured === 'true', bytes: request.body }),
      };
    },
  );

  app.put(
    `${staffGuidesPath}/:slug/file`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Replace a guide’s PDF (its slug, download address and count stay)',
        params: slugParams,
        body: pdfBody,
        response: {
          ...staffErrorResponses,
          200: staffGuideResponseSchema,
          400: apiErrorSchema.describe('Not a PDF'),
          413: apiErrorSchema.describe('Over 10 MB'),
          ...notFound,
        },
      },
    },
    async (request) => ({ success: true as const, payload: await replaceGuideFile(deps, actorOf(request), request.params.slug, request.body) }),
  );

  app.put(
    `${staffGuidesPath}/:slug`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Change a guide’s title, summary or featured flag',
        params: slugParams,
        body: guideDetailsUpdateSchema,
        response: { 200: staffGuideResponseSchema, ...staffErrorResponses, ...notFound },
      },
    },
    async (request) => ({ success: true as const, payload: await updateGuideDetails(deps, actorOf(request), request.params.slug, request.body) }),
  );

  for (const [verb, retired] of [
    ['retire', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `${staffGuidesPath}/:slug/${verb}`,
      {
        schema: {
          tags: ['staff'],
          summary: retired ? 'Retire a guide: off the list and not downloadable, kept with its count' : 'Bring a retired guide back',
          params: slugParams,
          response: { 200: staffGuideResponseSchema, ...staffErrorResponses, ...notFound },
        },
      },
      async (request) => ({ success: true as const, payload: await setGuideRetired(deps, actorOf(request), request.params.slug, retired) }),
    );
  }
};

export default guideLibraryRoutes;
