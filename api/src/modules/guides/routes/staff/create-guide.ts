import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, guideDetailsSchema, guideSlugSchema, staffGuideResponseSchema, staffGuidesPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { createGuide } from '../../guides-library.staff';
import { acceptPdf, libraryDeps, pdfBody } from '../../library-routes';

/** A new guide's details ride in the query beside the PDF body. */
const createQuery = guideDetailsSchema
  .omit({ featured: true })
  .extend({ slug: guideSlugSchema, summary: z.string().trim().max(300).default(''), featured: z.enum(['true', 'false']).default('false') });

/** A new guide from a PDF, live at once (docs/product/pages.md, "Guides"). */
const createGuideRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = libraryDeps(app);
  acceptPdf(app);
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
};

export default routePlugin(createGuideRoute);
