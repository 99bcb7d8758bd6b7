import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, guideDownloadQuerySchema } from '@tenants/shared/model';
import { assertLinkUsable, guideBySlug } from '../guides.service';

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
        summary: "A guide's PDF, through the signed link of GET /api/guides",
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
      const guide = guideBySlug(request.params.slug);
      const { expires, signature } = request.query;
      assertLinkUsable(app.guides.checkLink(guide.slug, expires, signature, app.now()));

      const file = await app.guides.pdfFile(guide.slug, guide.name);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${guide.slug}.pdf"`)
        .header('cache-control', 'private, max-age=600')
        .send(createReadStream(file));
    },
  );
};

export default downloadGuideRoute;
