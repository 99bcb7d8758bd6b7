import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffNewsletterListResponseSchema, staffNewsletterQuerySchema, staffNewslettersPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { listNewsletters } from '../../newsletters.staff';

/** Newsletters, newest first (docs/product/newsletters.md). */
const listNewslettersRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.get(
    staffNewslettersPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Newsletters, newest first',
        querystring: staffNewsletterQuerySchema,
        response: { 200: staffNewsletterListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await listNewsletters(deps, request.query.page) };
    },
  );
};

export default routePlugin(listNewslettersRoute);
