import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageDraftSchema, staffPagePreviewResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { previewPage } from '../../pages.staff';
import { answerDraftFieldErrors } from '../../draft-field-errors';

/** A draft as the public page (its record and, when this API serves the site, the page drawn): nothing is stored. */
const previewPageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  answerDraftFieldErrors(app);
  app.post(
    `${staffPagesPath}/:id/preview`,
    {
      // Seeing a draft changes nothing: the contributors who write drafts may.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'A draft as the public page record and, when the API serves the site, the page drawn at its address (nothing is stored)',
        params: idParams,
        body: pageDraftSchema,
        response: {
          ...staffErrorResponses,
          200: staffPagePreviewResponseSchema,
          400: fieldErrorsSchema.describe('A field of the wrong shape, or one the page needs to be drawn (each with its path in errors)'),
          404: apiErrorSchema.describe('No such page'),
        },
      },
    },
    async (request) => {
      const record = await previewPage(deps, request.params.id, request.body);
      // The page itself too, when this API serves the site: what visitors will see, frame and all.
      const page = await app.pagePreview.draw?.(record).catch(() => undefined);
      return { success: true as const, payload: record, ...(page ? { page } : {}) };
    },
  );
};

export default routePlugin(previewPageRoute);
