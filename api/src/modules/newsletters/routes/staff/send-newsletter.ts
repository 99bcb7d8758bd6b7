import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffNewsletterResponseSchema, staffNewsletterSendSchema, staffNewslettersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { newsletterStaffDeps } from '../../newsletter-staff-deps';
import { sendOrSchedule } from '../../newsletters.staff';

/** Send now, or schedule a future sendAt; needs a password or second factor from the last 5 minutes (docs/product/newsletters.md). */
const sendNewsletterRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = newsletterStaffDeps(app);

  app.post(
    `${staffNewslettersPath}/:id/send`,
    {
      // Mail to every subscriber cannot be taken back: a stolen session alone must not do it (guard.ts).
      config: { freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: 'Send now, or schedule (sendAt)',
        params: idParams,
        body: staffNewsletterSendSchema,
        response: { 200: staffNewsletterResponseSchema, 404: apiErrorSchema.describe('No such newsletter'), ...staffErrorResponses },
      },
    },
    async (request) => {
      const { newsletter, message } = await sendOrSchedule(deps, actorOf(request), request.params.id, request.body?.sendAt);
      return { success: true as const, message, payload: newsletter };
    },
  );
};

export default routePlugin(sendNewsletterRoute);
