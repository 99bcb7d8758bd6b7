import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOffersPath, staffOffersResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { staffOffers } from '../../offers.service';

/** Every offer, drafts and withdrawn ones too. */
const listOffersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffOffersPath,
    { schema: { tags: ['staff'], summary: 'Member discounts, every state', response: { 200: staffOffersResponseSchema, ...staffErrorResponses } } },
    async () => ({ success: true as const, payload: { offers: await staffOffers(app.database.db) } }),
  );
};

export default routePlugin(listOffersRoute);
