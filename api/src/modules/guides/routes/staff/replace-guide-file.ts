import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffGuideResponseSchema, staffGuidesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { replaceGuideFile } from '../../guides-library.staff';
import { acceptPdf, libraryDeps, notFound, pdfBody, slugParams } from '../../library-routes';

/** A guide's new PDF: its slug, download address and count stay (docs/product/pages.md, "Guides"). */
const replaceGuideFileRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = libraryDeps(app);
  acceptPdf(app);
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
};

export default routePlugin(replaceGuideFileRoute);
