import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArticleDraftSchema, staffArticlePreviewPath, staffArticlePreviewResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { deskDeps } from '../../desk-deps';
import { previewArticle } from '../../articles.service';

/** A draft as the public article API would answer it (nothing is stored) (docs/product/staff.md). */
const previewArticleRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = deskDeps(app);

  app.post(
    staffArticlePreviewPath,
    {
      // The news desk is the contributors' too; what only editors may do, the service refuses them.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'A draft as the public article API would answer it (nothing is stored)',
        body: staffArticleDraftSchema,
        response: { 200: staffArticlePreviewResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const article = await previewArticle(deps, request.body);
      // The public page too, when this API serves the site: what visitors will see, to the pixel.
      const page = await app.articlePagePreview.draw?.(article).catch(() => undefined);
      return { success: true as const, payload: article, ...(page ? { page } : {}) };
    },
  );
};

export default routePlugin(previewArticleRoute);
