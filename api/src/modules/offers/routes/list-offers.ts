import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offersPath, offersResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { memberForToken } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { currentOffers } from '../offers.service';

/** GET the current member discounts: what and from whom for everyone; the codes and links for a member. */
const listOffersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    offersPath,
    {
      config: { bearer: false },
      schema: {
        tags: ['offers'],
        summary: 'Current member discounts; with a member token also their codes and links',
        response: { 200: offersResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await memberForToken({ db: app.database.db, now: () => app.now() }, requestToken(request));
      // The answer depends on who asks: no shared cache may keep a member's codes for the next visitor.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, payload: { offers: await currentOffers(app.database.db, app.now(), member !== null), member: member !== null } };
    },
  );
};

export default routePlugin(listOffersRoute);
