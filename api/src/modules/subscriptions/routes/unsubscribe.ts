import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterMessages, okSchema, unsubscribePagePath, unsubscribePath, unsubscribeSchema } from '@tenants/shared/model';
import { errorResponses, HttpError } from '../../../http-errors';
import { claimFor, leaveList } from '../consent.service';
import { prefersHtml, registerFormParser } from './form-body';

const tokenText = z.string().max(600).optional();

/**
 * RFC 8058 one-click unsubscribe (the List-Unsubscribe https address): POST with the form body
 * `List-Unsubscribe=One-Click` and the token in the query unsubscribes at once, answering 200; a browser's
 * form post from the unsubscribe page (Accept: text/html) is sent on to the page with 303. JSON `{ token }`
 * works too. No per-route rate limit: mail providers post these from a few addresses, and a refused
 * unsubscribe would mean mail to someone who asked for none.
 */
const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  registerFormParser(app);
  app.post(
    unsubscribePath,
    {
      schema: {
        tags: ['subscribe'],
        summary: 'Unsubscribe in one click (RFC 8058) with the signed token of a newsletter copy',
        querystring: z.object({ token: tokenText }),
        body: z.object({ token: tokenText, 'List-Unsubscribe': z.string().max(50).optional() }).optional(),
        response: { 200: okSchema, 303: z.null().describe('A browser form post: on to the unsubscribe page'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token ?? '';
      const browser = prefersHtml(request);
      const page = (suffix: string) => `${unsubscribePagePath}?token=${encodeURIComponent(token)}&${suffix}`;
      const parsed = unsubscribeSchema.safeParse({ token });
      const claim = parsed.success ? await claimFor(app.database.db, await app.newsletters.unsubscribeKey(), parsed.data.token, app.now()) : null;
      if (!claim) {
        if (browser) return reply.code(303).header('location', page('invalid=1')).send();
        throw new HttpError(400, newsletterMessages.unsubscribeInvalid);
      }
      const via = request.body?.['List-Unsubscribe'] === 'One-Click' && !browser ? 'one-click' : 'page';
      await leaveList(app.database.db, claim.list, claim.email, via, app.now(), claim.newsletterId);
      if (browser) return reply.code(303).header('location', page('done=1')).send();
      return { success: true as const, message: newsletterMessages.unsubscribed };
    },
  );
};

export default routePlugin(unsubscribeRoute);
