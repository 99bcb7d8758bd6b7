import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, guideDownloadQuerySchema, guidesPath, guidesResponseSchema } from '@tenants/shared';
import { findGuide } from '../../guides/library';
import { sendError } from '../../plugins/error-handler';
import { memberForToken, requestToken } from '../account/member-auth';
import { errorResponses } from '../schemas';

export const guideMessages = {
  loginNeeded: 'Please log in to download our guides.',
  linkExpired: 'This download link has expired. Please go back to the guides and try again.',
  linkForged: 'This download link is not valid.',
  notFound: 'No such guide.',
} as const;

const slugParams = z.object({ slug: z.string().max(100) });
const notFound = { 404: apiErrorSchema.describe('No such guide') };

/**
 * The member guides (SPEC §2 advice page guides): the list for everyone, the covers for everyone, the
 * PDFs only through a signed link that GET /api/guides hands a logged-in member and that works 10 minutes.
 */
const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guidesPath,
    {
      schema: {
        tags: ['guides'],
        summary: 'The eight guides with covers; with a member token also a short-lived download link each',
        response: { 200: guidesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await memberForToken(app, requestToken(request));
      // The answer depends on who asks: no shared cache may keep one member's links for the next visitor.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, payload: app.guides.list(member !== null, app.now()) };
    },
  );

  app.get(
    '/api/guides/:slug/cover.svg',
    { schema: { tags: ['guides'], summary: "A guide's cover picture", params: slugParams, response: { 200: z.string().describe('An SVG picture'), ...notFound } } },
    async (request, reply) => {
      const guide = findGuide(request.params.slug);
      if (!guide) return sendError(reply, 404, guideMessages.notFound);
      const svg = await app.guides.coverSvg(guide.slug, guide.name);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

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
      const guide = findGuide(request.params.slug);
      if (!guide) return sendError(reply, 404, guideMessages.notFound);
      const { expires, signature } = request.query;
      const check = app.guides.checkLink(guide.slug, expires, signature, app.now());
      if (check === 'missing') return sendError(reply, 401, guideMessages.loginNeeded);
      if (check === 'expired') return sendError(reply, 403, guideMessages.linkExpired);
      if (check === 'forged') return sendError(reply, 403, guideMessages.linkForged);

      const file = await app.guides.pdfFile(guide.slug, guide.name);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${guide.slug}.pdf"`)
        .header('cache-control', 'private, max-age=600')
        .send(createReadStream(file));
    },
  );
};

export default guidesRoutes;
