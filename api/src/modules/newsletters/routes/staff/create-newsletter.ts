import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffNewsletterInputSchema, staffNewsletterResponseSchema, staffNewslettersPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { addNewsletter } from '../../newsletters.staff';

/** Write a newsletter (a draft; its HTML sanitised as article bodies are) (docs/product/newsletters.md). */
const createNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.post(
    staffNewslettersPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Write a newsletter (a draft)',
        body: staffNewsletterInputSchema,
        response: { 200: staffNewsletterResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await addNewsletter(deps, actorOf(request), request.body) };
    },
  );
};

export default routePlugin(createNewsletterRoute);
