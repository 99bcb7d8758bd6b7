import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffNewsletterPreviewResponseSchema, staffNewslettersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { previewCopy } from '../../newsletters.staff';

/** The e-mail as its readers get it, for the editor's Preview (docs/product/newsletters.md); nothing is sent. */
const previewNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.post(
    `${staffNewslettersPath}/:id/preview`,
    {
      schema: {
        tags: ['staff'],
        summary: 'The newsletter as its readers get it (subject, HTML and text), not sent',
        params: idParams,
        response: { 200: staffNewsletterPreviewResponseSchema, 404: apiErrorSchema.describe('No such newsletter'), ...staffErrorResponses },
      },
    },
    async (request) => ({ success: true as const, payload: await previewCopy(deps, actorOf(request), request.params.id) }),
  );
};

export default routePlugin(previewNewsletterRoute);
