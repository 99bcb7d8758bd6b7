import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageDraftSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { saveDraft } from '../../pages.staff';
import { answerDraftFieldErrors } from '../../draft-field-errors';

/** Save (or autosave) a page's draft: whatever was sent, each block checked on its own; the live page is untouched. */
const savePageRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  answerDraftFieldErrors(app);
  app.put(
    `${staffPagesPath}/:id`,
    {
      // Contributors write drafts; a draft never changes the live page.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Save the draft (title, blocks, card: any of them; autosave: true folds one person’s autosaves); never changes the live page',
        params: idParams,
        body: pageDraftSchema,
        response: {
          ...staffErrorResponses,
          200: staffPageResponseSchema,
          400: fieldErrorsSchema.describe(
            'A block of a type the page does not take, or a field of the wrong shape (each with its path in errors, e.g. blocks.2.title)',
          ),
          404: apiErrorSchema.describe('No such page'),
        },
      },
    },
    async (request) => ({ success: true as const, payload: await saveDraft(deps, actorOf(request), request.params.id, request.body) }),
  );
};

export default routePlugin(savePageRoute);
