import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferencesPath, preferencesResponseSchema, unsubscribeSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { claimOf, preferencesOf } from '../consent.service';
import { maskEmail } from '../unsubscribe-token';

/** GET `?token=`: where the address an unsubscribe token names stands on each list (the unsubscribe page). */
const preferencesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    preferencesPath,
    {
      config: { rateLimit: limits.subscribe },
      schema: {
        tags: ['subscribe'],
        summary: 'The lists of the address an unsubscribe token names (the address shown partly hidden)',
        querystring: unsubscribeSchema,
        response: { 200: preferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const claim = await claimOf(app.database.db, await app.newsletters.unsubscribeKey(), request.query.token, app.now());
      return { success: true as const, payload: { email: maskEmail(claim.email), lists: await preferencesOf(app.database.db, claim.email) } };
    },
  );
};

export const preferencesSavedSchema = preferencesResponseSchema.extend({ message: z.string() });
export default routePlugin(preferencesRoute);
