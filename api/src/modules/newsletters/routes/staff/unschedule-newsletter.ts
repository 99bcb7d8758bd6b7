import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffNewsletterResponseSchema, staffNewslettersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { unschedule } from '../../newsletters.staff';

/** A scheduled newsletter back to draft (docs/product/newsletters.md). */
const unscheduleNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.post(
    `${staffNewslettersPath}/:id/unschedule`,
    {
      schema: {
        tags: ['staff'],
        summary: 'A scheduled newsletter back to draft',
        params: idParams,
        response: { 200: staffNewsletterResponseSchema, 404: apiErrorSchema.describe('No such newsletter'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await unschedule(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(unscheduleNewsletterRoute);
