import { routePlugin } from '../../module';
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, guideDownloadQuerySchema, type GuideSlug } from '@tenants/shared/model';
import { HttpError } from '../../../http-errors';
import { findGuide } from '../library';
import { assertLinkUsable, guideBySlug, guideMessages, countDownload, guideFile } from '../guides.service';

const slugParams = z.object({ slug: z.string().max(100) });
const notFound = { 404: apiErrorSchema.describe('No such guide') };

/** GET a guide's PDF through the signed link GET /api/guides gave a member. */
const downloadGuideRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guides/:slug/download',
    {
      // The site's CSP is for HTML pages: on a PDF, Chromium applies it to its viewer and shows a blank page.
      helmet: { contentSecurityPolicy: false },
      schema: {
        tags: ['guides'],
        summary: "A guide's PDF, through the signed link of GET /api/guides (404 for a retired guide)",
        params: slugParams,
        querystring: guideDownloadQuerySchema,
        response: {
          200: z.any().describe('The PDF (application/pdf, shown inline)'),
          401: apiErrorSchema.describe('No signed link'),
          403: apiErrorSchema.describe('An expired or forged link'),
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const guide = await guideBySlug(app.database.db, request.params.slug);
      const { expires, signature } = request.query;
      assertLinkUsable(app.guides.checkLink(guide.slug, expires, signature, app.now()));
      // A PDF staff uploaded, else the one drawn from the guide's text (the eight of the catalogue).
      const uploaded = await guideFile(app.database.db, guide.slug);
      // Only the catalogue's guides have a text to draw from; a guide staff added is its file.
      if (!uploaded && !findGuide(guide.slug)) throw new HttpError(404, guideMessages.notFound);
      const body = uploaded ? Buffer.from(uploaded.bytes) : createReadStream(await app.guides.pdfFile(guide.slug as GuideSlug, guide.title));
      await countDownload(app.database.db, guide.slug);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${guide.slug}.pdf"`)
        .header('cache-control', 'private, max-age=600')
        .send(body);
    },
  );
};

export default routePlugin(downloadGuideRoute);
