import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterMessages, preferencesPath, preferencesUpdateSchema, unsubscribePagePath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { changePreferences, claimOf, preferencesOf } from '../consent.service';
import { maskEmail } from '../unsubscribe-token';
import { subscriptionDeps } from '../subscription-deps';
import { preferencesSavedSchema } from './preferences';

/**
 * POST `{ token, lists }`: leaves (`false`) or asks again for (`true`) each list named; a list asked for
 * again that is not confirmed gets a new confirmation mail, and the answer says so.
 */
const updatePreferencesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = subscriptionDeps(app);
  app.post(
    preferencesPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: 'Change the lists of the address an unsubscribe token names',
        body: preferencesUpdateSchema,
        response: { 200: preferencesSavedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const claim = await claimOf(deps.db, await app.newsletters.unsubscribeKey(), request.body.token, app.now());
      const before = await preferencesOf(deps.db, claim.email);
      const lists = await changePreferences(deps, claim.email, request.body.lists, { via: 'page', source: unsubscribePagePath });
      const asked = before.some((p) => request.body.lists[p.list] === true && p.status !== 'confirmed');
      return {
        success: true as const,
        message: asked ? newsletterMessages.confirmationSent : newsletterMessages.preferencesSaved,
        payload: { email: maskEmail(claim.email), lists },
      };
    },
  );
};

export default routePlugin(updatePreferencesRoute);
