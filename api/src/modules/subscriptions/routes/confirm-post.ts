import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPagePath,
  newsletterMessages,
  subscriptionConfirmPath,
  subscriptionConfirmResponseSchema,
  subscriptionConfirmSchema,
} from '@tenants/shared/model';
import { errorResponses, HttpError } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { confirmSubscription } from '../consent.service';
import { prefersHtml, registerFormParser } from './form-body';

const tokenText = z.string().max(600).optional();

/**
 * POST: confirms the address a confirmation link names, with the token in the body (`{ token }`, JSON or a
 * form). Only a POST confirms: mail scanners open (GET) every link in a mail, and would confirm
 * for people who never asked. The link's page (/newsletters/confirm?token=) shows a button; its form post
 * without scripts (Accept: text/html) is sent back to the page with 303 and `done=1` or `invalid=1`.
 */
const confirmPostRoute: FastifyPluginAsyncZod = async (app) => {
  registerFormParser(app);
  app.post(
    subscriptionConfirmPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: "Confirm a subscription with its e-mail's link (the same link again is still a success)",
        body: z.object({ token: tokenText }).optional(),
        response: { 200: subscriptionConfirmResponseSchema, 303: z.null().describe('A browser form post: back to the confirmation page'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? '';
      const browser = prefersHtml(request);
      const page = (suffix: string) => `${confirmPagePath}?token=${encodeURIComponent(token)}&${suffix}`;
      const parsed = subscriptionConfirmSchema.safeParse({ token });
      try {
        if (!parsed.success) throw new HttpError(400, newsletterMessages.confirmInvalid);
        const list = await confirmSubscription({ db: app.database.db, now: () => app.now() }, parsed.data.token);
        if (browser) return reply.code(303).header('location', page('done=1')).send();
        return { success: true as const, message: newsletterMessages.confirmed, payload: { list } };
      } catch (error) {
        if (browser && error instanceof HttpError && error.statusCode === 400) return reply.code(303).header('location', page('invalid=1')).send();
        throw error;
      }
    },
  );
};

export default routePlugin(confirmPostRoute);
