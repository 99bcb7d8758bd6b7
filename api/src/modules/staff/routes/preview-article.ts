import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArticleDraftSchema, staffArticlePreviewPath, staffArticlePreviewResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../guard';
import { staffDeps } from '../staff-deps';
import { articlePreview } from '../staff.service';

/** A draft as the public article API would answer it (nothing is stored) (docs/product/staff.md). */
const previewArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    staffArticlePreviewPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'A draft as the public article API would answer it (nothing is stored)',
        body: staffArticleDraftSchema,
        response: { 200: staffArticlePreviewResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await articlePreview(deps, request.body) };
    },
  );
};

export default previewArticleRoute;
