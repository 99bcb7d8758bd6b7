import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, newsletterMessages, staffNewsletterResponseSchema, staffNewslettersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { sendTest } from '../../newsletters.staff';

/** A test copy to the signed-in staff member's own address (docs/product/newsletters.md). */
const testNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.post(
    `${staffNewslettersPath}/:id/test`,
    {
      schema: {
        tags: ['staff'],
        summary: "A test copy to the signed-in staff member's own address",
        params: idParams,
        response: { 200: staffNewsletterResponseSchema, 404: apiErrorSchema.describe('No such newsletter'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, message: newsletterMessages.testSent, payload: await sendTest(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(testNewsletterRoute);
