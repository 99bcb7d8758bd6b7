import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffNewsletterInputSchema, staffNewsletterResponseSchema, staffNewslettersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { editNewsletter } from '../../newsletters.staff';

/** Change a draft or a scheduled newsletter (a scheduled one goes back to draft) (docs/product/newsletters.md). */
const updateNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.put(
    `${staffNewslettersPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Change a draft or scheduled newsletter',
        params: idParams,
        body: staffNewsletterInputSchema,
        response: { 200: staffNewsletterResponseSchema, 404: apiErrorSchema.describe('No such newsletter'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await editNewsletter(deps, actorOf(request), request.params.id, request.body) };
    },
  );
};

export default routePlugin(updateNewsletterRoute);
