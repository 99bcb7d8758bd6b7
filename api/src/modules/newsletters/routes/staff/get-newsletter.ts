import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffNewsletterResponseSchema, staffNewslettersPath } from '@tenants/shared/model';
import { idParams, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { getNewsletter } from '../../newsletters.staff';

/** One newsletter with its counts (docs/product/newsletters.md). */
const getNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.get(
    `${staffNewslettersPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One newsletter with its counts',
        params: idParams,
        response: { 200: staffNewsletterResponseSchema, 404: apiErrorSchema.describe('No such newsletter'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await getNewsletter(deps, request.params.id) };
    },
  );
};

export default routePlugin(getNewsletterRoute);
